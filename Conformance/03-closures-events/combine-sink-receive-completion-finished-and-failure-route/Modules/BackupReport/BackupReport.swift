import UIKit

final class BackupReportViewController: UIViewController {

    var presenter: BackupReportPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Backed up"
        view.backgroundColor = .systemBackground
        let summary = UILabel(frame: view.bounds.insetBy(dx: 24, dy: 180))
        summary.numberOfLines = 0
        summary.textAlignment = .center
        summary.text = presenter.summary
        view.addSubview(summary)
    }
}

final class BackupReportPresenter {

    private let uploadedCount: Int
    private let finishedAt = Date()

    init(uploadedCount: Int) {
        self.uploadedCount = uploadedCount
    }

    var summary: String {
        let time = finishedAt.formatted(date: .omitted, time: .shortened)
        return "\(uploadedCount) photos are safe in the cloud.\nLast backup at \(time)."
    }
}

enum BackupReportBuilder {

    static func build(uploadedCount: Int) -> UIViewController {
        let view = BackupReportViewController()
        view.presenter = BackupReportPresenter(uploadedCount: uploadedCount)
        return view
    }
}
