import Foundation

final class CheckoutRouter: CheckoutRouterProtocol {
    private weak var coordinator: CheckoutCoordinating?

    init(coordinator: CheckoutCoordinating) {
        self.coordinator = coordinator
    }

    func showSuccess(for order: Order) {
        coordinator?.showOrderSuccess(order: order)
    }

    func cancel() {
        coordinator?.cancelCheckout()
    }
}
