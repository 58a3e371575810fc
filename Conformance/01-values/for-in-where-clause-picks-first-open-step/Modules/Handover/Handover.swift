import UIKit

final class HandoverViewController: UIViewController {
    var presenter: HandoverPresenter!
    private let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Handover"
        messageLabel.numberOfLines = 0
        messageLabel.text = presenter.message
        messageLabel.frame = view.bounds.insetBy(dx: 24, dy: 160)
        view.addSubview(messageLabel)
    }
}

final class HandoverPresenter {
    private let projectID: UUID

    init(projectID: UUID) {
        self.projectID = projectID
    }

    var message: String {
        "Every step is signed off. Book the final walk-through with your builder."
    }
}

final class HandoverWireframe {
    static func createModule(projectID: UUID) -> UIViewController {
        let view = HandoverViewController()
        view.presenter = HandoverPresenter(projectID: projectID)
        return view
    }
}
