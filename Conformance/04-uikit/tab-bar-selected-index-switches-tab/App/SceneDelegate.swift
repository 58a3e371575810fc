import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let tabs = UITabBarController()
        tabs.viewControllers = [
            stack(LibraryBuilder.build(), title: "Library", symbol: "music.note.list"),
            stack(RadioBuilder.build(), title: "Radio", symbol: "dot.radiowaves.left.and.right"),
            stack(SearchBuilder.build(), title: "Search", symbol: "magnifyingglass")
        ]
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        self.window = window
        window.makeKeyAndVisible()
    }

    private func stack(_ root: UIViewController, title: String, symbol: String) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), selectedImage: nil)
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }
}
