import UIKit

final class BakeryCoordinator {

    private let window: UIWindow
    private let basket: Basket
    private let navigationController = UINavigationController()

    init(window: UIWindow, basket: Basket) {
        self.window = window
        self.basket = basket
    }

    func start() {
        listen(on: EventBus.shared)
        let menu = MenuBuilder.build(basket: basket)
        navigationController.setViewControllers([menu], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    private func listen(on bus: EventBus) {
        bus.on(.showCart) { [weak self] in
            self?.showCart()
        }
        bus.on(.checkout) { [weak self] in
            self?.showCheckout()
        }
        bus.on(.orderPlaced) { [weak self] in
            self?.basket.empty()
            self?.navigationController.dismiss(animated: true)
        }
    }

    private func showCart() {
        let cart = CartBuilder.build(basket: basket)
        navigationController.pushViewController(cart, animated: true)
    }

    private func showCheckout() {
        let checkout = CheckoutBuilder.build(basket: basket)
        checkout.modalPresentationStyle = .formSheet
        navigationController.present(checkout, animated: true)
    }
}
