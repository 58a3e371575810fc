import UIKit

final class DamageReportViewController: UIViewController {

    var presenter: DamageReportPresenter!
    private let notesView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Report damage"
        view.backgroundColor = .systemBackground
        notesView.frame = view.bounds.insetBy(dx: 16, dy: 120)
        notesView.text = presenter.placeholder
        view.addSubview(notesView)
    }
}

final class DamageReportPresenter {

    let placeholder = "Describe what happened and which parts look bent or broken."
}

enum DamageReportBuilder {

    static func build() -> UIViewController {
        let view = DamageReportViewController()
        view.presenter = DamageReportPresenter()
        return view
    }
}
