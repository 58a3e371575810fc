import UIKit

protocol DepositViewInput: AnyObject {
    func showInlineHint(topic: String)
}

final class DepositViewController: UIViewController, DepositViewInput {
    var output: DepositPresenter?
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Card deposit"
        view.backgroundColor = .systemBackground
        hintLabel.isHidden = true
        view.addSubview(hintLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "questionmark.circle"), style: .plain, target: self, action: #selector(helpTapped))
    }

    func showInlineHint(topic: String) {
        hintLabel.text = "The deposit is released at check-out."
        hintLabel.isHidden = false
    }

    @objc private func helpTapped() {
        output?.didTapHelp()
    }
}

final class DepositPresenter {
    weak var view: DepositViewInput?
    var router: DepositRouter!
    private let reservationID: String

    init(reservationID: String) {
        self.reservationID = reservationID
    }

    func didTapHelp() {
        router.openHelp(topic: "deposit")
    }
}

final class DepositRouter: BaseRouter {
    weak var depositView: DepositViewInput?

    override func openHelp(topic: String) {
        // Leaving the card form would lose what was typed, so help stays on this screen.
        depositView?.showInlineHint(topic: topic)
    }
}

enum DepositBuilder {
    static func build(reservationID: String) -> UIViewController {
        let view = DepositViewController()
        let presenter = DepositPresenter(reservationID: reservationID)
        let router = DepositRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        router.depositView = view
        return view
    }
}
