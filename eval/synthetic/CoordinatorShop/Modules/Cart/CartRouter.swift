import Foundation

final class CartRouter: CartRouterProtocol {
    private weak var coordinator: CartCoordinating?

    init(coordinator: CartCoordinating) {
        self.coordinator = coordinator
    }

    func openProduct(id: String) {
        coordinator?.showProduct(id: id)
    }

    func proceedToCheckout(with items: [CartItem]) {
        coordinator?.startCheckout(items: items)
    }
}
