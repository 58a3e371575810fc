import UIKit

final class AppCoordinator {
    private let window: UIWindow
    private let tabBarController = UITabBarController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        tabBarController.mode = .tabSidebar
        tabBarController.tabs = [
            UITab(title: "Ride", image: UIImage(systemName: "bicycle"), identifier: "tab.rides") { _ in
                UINavigationController(rootViewController: RidesBuilder.build())
            },
            UITab(title: "Passes", image: UIImage(systemName: "ticket"), identifier: "tab.passes") { _ in
                UINavigationController(rootViewController: PassesBuilder.build())
            },
            UISearchTab { _ in
                UINavigationController(rootViewController: StationsBuilder.build())
            }
        ]
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
    }
}
