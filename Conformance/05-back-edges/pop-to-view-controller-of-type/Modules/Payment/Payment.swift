import UIKit

// MARK: - View

protocol PaymentViewInput: AnyObject {
    func show(total: String)
    func showDeclined(_ message: String)
}

final class PaymentViewController: UIViewController, PaymentViewInput {
    var presenter: PaymentPresenter!
    private let totalLabel = UILabel()
    private let messageLabel = UILabel()
    private let payButton = UIButton(configuration: .filled())
    private let editCartButton = UIButton(configuration: .plain())

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Payment"
        view.backgroundColor = .systemBackground
        messageLabel.textColor = .systemRed
        messageLabel.numberOfLines = 0
        payButton.setTitle("Pay now", for: .normal)
        payButton.addTarget(self, action: #selector(payTapped), for: .touchUpInside)
        editCartButton.setTitle("Edit cart", for: .normal)
        editCartButton.addTarget(self, action: #selector(editCartTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [totalLabel, payButton, messageLabel, editCartButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 160)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    @objc private func payTapped() {
        presenter.didTapPay()
    }

    @objc private func editCartTapped() {
        presenter.didTapEditCart()
    }

    func show(total: String) {
        totalLabel.text = total
    }

    func showDeclined(_ message: String) {
        messageLabel.text = message
    }
}

// MARK: - Presenter

final class PaymentPresenter {
    weak var view: PaymentViewInput?
    var interactor: PaymentInteractor!
    var router: PaymentRouter!

    func viewDidLoad() {
        view?.show(total: "Total €\(interactor.total)")
    }

    func didTapPay() {
        interactor.charge { [weak self] approved in
            if !approved {
                self?.view?.showDeclined("Your card was declined for this amount. Remove an item or try another card.")
            }
        }
    }

    func didTapEditCart() {
        router.returnToCart()
    }
}

// MARK: - Interactor

final class PaymentInteractor {
    let address: String
    let deliveryDate: Date

    init(address: String, deliveryDate: Date) {
        self.address = address
        self.deliveryDate = deliveryDate
    }

    var total: Decimal { ShoppingCart.shared.total }

    func charge(completion: @escaping (Bool) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            completion(self.total < 500)
        }
    }
}

// MARK: - Router

final class PaymentRouter {
    weak var viewController: UIViewController?

    func returnToCart() {
        guard
            let navigationController = viewController?.navigationController,
            let cart = navigationController.viewControllers.first(where: { $0 is CartViewController })
        else { return }
        navigationController.popToViewController(cart, animated: true)
    }
}

// MARK: - Builder

enum PaymentBuilder {
    static func build(address: String, deliveryDate: Date) -> UIViewController {
        let view = PaymentViewController()
        let presenter = PaymentPresenter()
        let router = PaymentRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = PaymentInteractor(address: address, deliveryDate: deliveryDate)
        presenter.router = router
        router.viewController = view
        return view
    }
}
