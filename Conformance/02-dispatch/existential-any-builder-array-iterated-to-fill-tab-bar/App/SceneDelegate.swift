import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let store = DiveStore()
        let tabs: [any TabModuleBuilding] = [
            DiveLogBuilder(store: store),
            DiveSitesBuilder(store: store),
            GearBuilder(store: store)
        ]

        var screens: [UIViewController] = []
        for tab in tabs {
            let root = tab.build()
            root.tabBarItem = UITabBarItem(title: tab.title, image: UIImage(systemName: tab.symbolName), tag: screens.count)
            screens.append(UINavigationController(rootViewController: root))
        }

        let tabBarController = UITabBarController()
        tabBarController.setViewControllers(screens, animated: false)

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
        self.window = window
    }
}
