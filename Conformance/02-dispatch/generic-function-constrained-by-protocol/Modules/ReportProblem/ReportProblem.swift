import UIKit

struct ReportProblemDestination: Destination {
    let dockID: String

    func makeScreen() -> UIViewController {
        ReportProblemBuilder.build(dockID: dockID)
    }
}

final class ReportProblemViewController: UIViewController {
    var presenter: ReportProblemPresenter!
    private let detailsField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        detailsField.placeholder = presenter.placeholder
        detailsField.frame = view.bounds.insetBy(dx: 20, dy: 200)
        view.addSubview(detailsField)
    }
}

final class ReportProblemPresenter {
    private let dockID: String

    init(dockID: String) {
        self.dockID = dockID
    }

    var placeholder: String { "What's wrong at dock \(dockID)?" }
}

enum ReportProblemBuilder {
    static func build(dockID: String) -> UIViewController {
        let view = ReportProblemViewController()
        view.presenter = ReportProblemPresenter(dockID: dockID)
        return view
    }
}
