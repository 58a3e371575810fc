import UIKit

// MARK: - View

final class CheckoutViewController: UIViewController {

    var presenter: CheckoutPresenter!
    private let totalLabel = UILabel()
    private let payButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checkout"
        view.backgroundColor = .systemBackground
        totalLabel.frame = CGRect(x: 20, y: 140, width: 300, height: 30)
        totalLabel.text = presenter.totalText
        payButton.frame = CGRect(x: 20, y: 200, width: 300, height: 50)
        payButton.setTitle("Place order", for: .normal)
        payButton.addTarget(self, action: #selector(payTapped), for: .touchUpInside)
        view.addSubview(totalLabel)
        view.addSubview(payButton)
    }

    @objc private func payTapped() {
        payButton.isEnabled = false
        presenter.didTapPlaceOrder()
    }
}

// MARK: - Interactor

final class CheckoutInteractor {

    func placeOrder(totalCents: Int, completion: @escaping (String) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
            completion("RST-\(Int.random(in: 10_000...99_999))")
        }
    }
}

// MARK: - Presenter

final class CheckoutPresenter {

    private let lines: [BasketLine]
    private let interactor: CheckoutInteractor
    private let router: CheckoutRouter

    init(lines: [BasketLine], interactor: CheckoutInteractor, router: CheckoutRouter) {
        self.lines = lines
        self.interactor = interactor
        self.router = router
    }

    private var totalCents: Int {
        lines.reduce(0) { $0 + $1.priceCents }
    }

    var totalText: String {
        String(format: "Total: €%.2f", Double(totalCents) / 100)
    }

    func didTapPlaceOrder() {
        interactor.placeOrder(totalCents: totalCents) { [weak self] orderNumber in
            self?.router.openOrderPlaced(orderNumber: orderNumber)
        }
    }
}

// MARK: - Router

final class CheckoutRouter {

    weak var viewController: UIViewController?

    /// Shows the confirmation and takes the checkout screen out of the stack,
    /// so Back from the confirmation returns to the basket, not to a paid checkout.
    func openOrderPlaced(orderNumber: String) {
        guard let navigationController = viewController?.navigationController else { return }
        let confirmation = OrderPlacedBuilder.build(orderNumber: orderNumber)
        navigationController.pushViewController(confirmation, animated: true)
        navigationController.viewControllers.removeAll { $0 is CheckoutViewController }
    }
}

// MARK: - Builder

enum CheckoutBuilder {

    static func build(lines: [BasketLine]) -> UIViewController {
        let view = CheckoutViewController()
        let router = CheckoutRouter()
        view.presenter = CheckoutPresenter(lines: lines, interactor: CheckoutInteractor(), router: router)
        router.viewController = view
        return view
    }
}
