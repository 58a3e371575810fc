import UIKit

/// Top-level coordinator. Decides between the auth flow and the shop flow
/// and owns the window's root view controller.
final class AppCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []

    private let window: UIWindow
    private let factory: ModuleFactory
    private let session: SessionStore

    init(window: UIWindow, factory: ModuleFactory, session: SessionStore) {
        self.window = window
        self.factory = factory
        self.session = session
    }

    func start() {
        if session.isLoggedIn {
            startShopFlow()
        } else {
            startAuthFlow()
        }
    }

    // MARK: - Flows

    private func startAuthFlow() {
        childCoordinators.removeAll()
        let navigationController = UINavigationController()
        let auth = AuthCoordinator(navigationController: navigationController, factory: factory)
        auth.onFinish = { [weak self, weak auth] in
            guard let self = self, let auth = auth else { return }
            self.removeChild(auth)
            self.startShopFlow()
        }
        addChild(auth)
        auth.start()
        setRoot(navigationController)
    }

    private func startShopFlow() {
        childCoordinators.removeAll()
        let navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true
        let shop = ShopCoordinator(navigationController: navigationController, factory: factory)
        shop.onLogout = { [weak self] in
            self?.session.clear()
            self?.startAuthFlow()
        }
        addChild(shop)
        shop.start()
        setRoot(navigationController)
    }

    private func setRoot(_ viewController: UIViewController) {
        window.rootViewController = viewController
        UIView.transition(with: window,
                          duration: 0.25,
                          options: .transitionCrossDissolve,
                          animations: nil)
    }
}
