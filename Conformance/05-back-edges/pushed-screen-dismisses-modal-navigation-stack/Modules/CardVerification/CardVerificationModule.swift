import UIKit

final class CardVerificationViewController: UIViewController {
    var presenter: CardVerificationPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Verify card"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Done", style: .done, target: self, action: #selector(doneTapped)
        )
    }

    @objc private func doneTapped() {
        presenter.didConfirmCode()
    }
}

final class CardVerificationPresenter {
    var lastDigits = ""
    var router: CardVerificationRouter!

    func didConfirmCode() {
        print("Card ending in \(lastDigits) verified")
        router.finishAddingCard()
    }
}

final class CardVerificationRouter {
    weak var viewController: UIViewController?

    func finishAddingCard() {
        viewController?.navigationController?.dismiss(animated: true)
    }
}

enum CardVerificationBuilder {
    static func build(lastDigits: String) -> UIViewController {
        let view = CardVerificationViewController()
        let presenter = CardVerificationPresenter()
        let router = CardVerificationRouter()
        presenter.lastDigits = lastDigits
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
