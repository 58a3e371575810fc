import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        if AppConfig.shared.isKioskMode {
            window.rootViewController = GuideKioskBuilder.build()
        } else {
            window.rootViewController = UINavigationController(rootViewController: GardenMapBuilder.build())
        }
        window.makeKeyAndVisible()
        self.window = window
    }
}
