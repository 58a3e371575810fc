import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let practice = PracticeBuilder.build()
        let navigationController = UINavigationController(rootViewController: practice)
        window.rootViewController = navigationController
        self.window = window
        window.makeKeyAndVisible()
    }
}
