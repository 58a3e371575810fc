import UIKit

protocol CartRouterInput: AnyObject {
    func startCheckout(for order: FlowerOrder)
}

final class CartRouter: CartRouterInput {

    weak var viewController: UIViewController?
    private var checkoutFlow: CheckoutFlowCoordinator?

    func startCheckout(for order: FlowerOrder) {
        guard let host = viewController else { return }
        let flow = CheckoutFlowCoordinator(presentingViewController: host, order: order)
        flow.onFinish = { [weak self] in
            self?.checkoutFlow = nil
        }
        checkoutFlow = flow
        flow.start()
    }
}
