import UIKit

final class DamageReportViewController: UIViewController {

    var presenter: DamageReportPresenter!
    private let notes = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        notes.font = .preferredFont(forTextStyle: .body)
        notes.text = presenter.placeholder
        notes.frame = view.bounds.insetBy(dx: 16, dy: 80)
        view.addSubview(notes)
    }
}

final class DamageReportPresenter {

    private let stationID: String

    init(stationID: String) {
        self.stationID = stationID
    }

    var placeholder: String {
        "Describe the damage (station \(stationID)): flat tyre, broken chain, loose saddle…"
    }
}

enum DamageReportBuilder {

    static func build(stationID: String) -> UIViewController {
        let view = DamageReportViewController()
        view.presenter = DamageReportPresenter(stationID: stationID)
        return view
    }
}
