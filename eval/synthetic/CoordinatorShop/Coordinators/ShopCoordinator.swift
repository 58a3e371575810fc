import UIKit

/// Drives the browsing flow: catalog -> product -> cart, and starts checkout as a child flow.
final class ShopCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []
    var onLogout: (() -> Void)?

    private let navigationController: UINavigationController
    private let factory: ModuleFactory

    init(navigationController: UINavigationController, factory: ModuleFactory) {
        self.navigationController = navigationController
        self.factory = factory
    }

    func start() {
        let catalog = factory.makeCatalog(coordinator: self)
        navigationController.setViewControllers([catalog], animated: false)
    }

    private func push(_ viewController: UIViewController) {
        navigationController.pushViewController(viewController, animated: true)
    }
}

// MARK: - CatalogCoordinating, ProductDetailCoordinating, CartCoordinating

extension ShopCoordinator: CatalogCoordinating, ProductDetailCoordinating, CartCoordinating {

    func showProduct(id: String) {
        let detail = factory.makeProductDetail(productID: id, coordinator: self)
        push(detail)
    }

    func showCart() {
        let cart = factory.makeCart(coordinator: self)
        navigationController.pushViewController(cart, animated: true)
    }

    func logout() {
        onLogout?()
    }

    func startCheckout(items: [CartItem]) {
        let checkout = CheckoutCoordinator(presenter: navigationController,
                                           factory: factory,
                                           items: items)
        checkout.onFinish = { [weak self, weak checkout] completed in
            guard let self = self else { return }
            if let checkout = checkout {
                self.removeChild(checkout)
            }
            if completed {
                self.navigationController.popToRootViewController(animated: false)
            }
        }
        addChild(checkout)
        checkout.start()
    }
}
