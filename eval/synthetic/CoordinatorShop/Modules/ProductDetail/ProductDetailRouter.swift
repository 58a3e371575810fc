import UIKit

final class ProductDetailRouter: ProductDetailRouterProtocol {
    weak var viewController: UIViewController?
    private weak var coordinator: ProductDetailCoordinating?

    init(coordinator: ProductDetailCoordinating) {
        self.coordinator = coordinator
    }

    func openCart() {
        coordinator?.showCart()
    }

    /// "Continue shopping" goes back without asking the coordinator.
    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
