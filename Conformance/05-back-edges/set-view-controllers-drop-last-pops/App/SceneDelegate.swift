import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let navigation = UINavigationController(rootViewController: PlaylistsModule.build())
        let window = UIWindow(windowScene: windowScene)
        window.tintColor = .systemPink
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
    }
}
