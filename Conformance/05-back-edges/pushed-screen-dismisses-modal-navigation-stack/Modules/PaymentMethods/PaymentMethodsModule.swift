import UIKit

final class PaymentMethodsViewController: UIViewController {
    var presenter: PaymentMethodsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Payment methods"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addTapped)
        )
    }

    @objc private func addTapped() {
        presenter.didTapAddCard()
    }
}

final class PaymentMethodsPresenter {
    var router: PaymentMethodsRouter!

    func didTapAddCard() {
        router.openAddCard()
    }
}

final class PaymentMethodsRouter {
    weak var viewController: UIViewController?

    func openAddCard() {
        let modalStack = UINavigationController(rootViewController: AddCardBuilder.build())
        modalStack.modalPresentationStyle = .formSheet
        viewController?.present(modalStack, animated: true)
    }
}

enum PaymentMethodsBuilder {
    static func build() -> UIViewController {
        let view = PaymentMethodsViewController()
        let presenter = PaymentMethodsPresenter()
        let router = PaymentMethodsRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
