import UIKit

final class CheckoutViewController: UIViewController {
    var output: CheckoutPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checkout"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Pay for groceries", #selector(payTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func payTapped() {
        output?.pay()
    }
}

final class CheckoutPresenter {
    weak var view: CheckoutViewController?
    var interactor: CheckoutInteractor!
    var router: CheckoutRouter!

    func pay() {
        router.openPayment(orderID: interactor.basketOrderID)
    }
}

final class CheckoutInteractor {
    let basketOrderID = "ord-55120"
}

final class CheckoutRouter {
    weak var viewController: UIViewController?

    private let paymentBuilder: PaymentModuleBuilding

    init(paymentBuilder: PaymentModuleBuilding) {
        self.paymentBuilder = paymentBuilder
    }

    func openPayment(orderID: String) {
        let payment = paymentBuilder.build(orderID: orderID)
        viewController?.navigationController?.pushViewController(payment, animated: true)
    }
}

enum CheckoutBuilder {
    static func build() -> UIViewController {
        let view = CheckoutViewController()
        let presenter = CheckoutPresenter()
        let router = CheckoutRouter(paymentBuilder: CardPaymentBuilder())
        view.output = presenter
        presenter.view = view
        presenter.interactor = CheckoutInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
