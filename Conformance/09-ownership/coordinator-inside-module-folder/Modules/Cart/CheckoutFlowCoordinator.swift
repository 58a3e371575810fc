import UIKit

/// Drives the two checkout steps the cart starts: address, then payment.
final class CheckoutFlowCoordinator {

    var onFinish: (() -> Void)?

    private weak var presentingViewController: UIViewController?
    private let navigationController = UINavigationController()
    private var order: FlowerOrder

    init(presentingViewController: UIViewController, order: FlowerOrder) {
        self.presentingViewController = presentingViewController
        self.order = order
    }

    func start() {
        let address = AddressBuilder.build(onConfirm: { [weak self] address in
            self?.showPayment(shippingTo: address)
        })
        navigationController.setViewControllers([address], animated: false)
        presentingViewController?.present(navigationController, animated: true)
    }

    private func showPayment(shippingTo address: ShippingAddress) {
        order.address = address
        let payment = PaymentBuilder.build(order: order, onPaid: { [weak self] in
            self?.finish()
        })
        navigationController.pushViewController(payment, animated: true)
    }

    private func finish() {
        presentingViewController?.dismiss(animated: true)
        onFinish?()
    }
}
