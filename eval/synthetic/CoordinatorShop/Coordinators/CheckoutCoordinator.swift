import UIKit

/// Child flow presented modally over the shop flow.
final class CheckoutCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []
    var onFinish: ((_ completed: Bool) -> Void)?

    private let presenter: UIViewController
    private let factory: ModuleFactory
    private let items: [CartItem]
    private let navigationController = UINavigationController()

    init(presenter: UIViewController, factory: ModuleFactory, items: [CartItem]) {
        self.presenter = presenter
        self.factory = factory
        self.items = items
    }

    func start() {
        let checkout = factory.makeCheckout(items: items, coordinator: self)
        navigationController.setViewControllers([checkout], animated: false)
        navigationController.modalPresentationStyle = .fullScreen
        presenter.present(navigationController, animated: true)
    }
}

// MARK: - CheckoutCoordinating

extension CheckoutCoordinator: CheckoutCoordinating {

    func showOrderSuccess(order: Order) {
        let success = factory.makeOrderSuccess(order: order, coordinator: self)
        navigationController.pushViewController(success, animated: true)
    }

    func cancelCheckout() {
        presenter.dismiss(animated: true) { [weak self] in
            self?.onFinish?(false)
        }
    }
}

// MARK: - OrderSuccessCoordinating

extension CheckoutCoordinator: OrderSuccessCoordinating {

    func finishCheckout() {
        presenter.dismiss(animated: true) { [weak self] in
            self?.onFinish?(true)
        }
    }
}
