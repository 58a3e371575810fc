import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let basket = TicketBasketBuilder.build(session: AccountSession.shared)
        window.rootViewController = UINavigationController(rootViewController: basket)
        window.makeKeyAndVisible()
        self.window = window
    }
}
