import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let credentials = CredentialsStore()

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        if credentials.hasValidToken {
            showDiscover()
        } else {
            showLogin()
        }
        window?.makeKeyAndVisible()
    }

    func showLogin() {
        window?.rootViewController = LoginBuilder.build(credentials: credentials)
    }

    func showDiscover() {
        window?.rootViewController = UINavigationController(rootViewController: DiscoverBuilder.build())
    }
}
