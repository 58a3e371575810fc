import UIKit

final class AppCoordinator {
    private let window: UIWindow
    private let depot: DepotService

    init(window: UIWindow, depot: DepotService) {
        self.window = window
        self.depot = depot
    }

    func start() {
        let fleet = FleetBuilder.build(depot: depot, routerDelegate: self)
        window.rootViewController = UINavigationController(rootViewController: fleet)
        window.makeKeyAndVisible()
    }
}

// MARK: - FleetRouterDelegate

extension AppCoordinator: FleetRouterDelegate {
    func fleetRouterDidRequestNewVan(from screen: UIViewController) {
        let nav = UINavigationController()
        nav.setViewControllers([NewVanDetailsBuilder.build(depot: depot)], animated: false)
        nav.modalPresentationStyle = .formSheet
        screen.present(nav, animated: true)
    }
}
