import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let subscriptions = SubscriptionStore()

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = if subscriptions.feeds.isEmpty {
            UINavigationController(rootViewController: DiscoverBuilder.build(store: subscriptions))
        } else {
            UINavigationController(rootViewController: LibraryBuilder.build(store: subscriptions))
        }
        window.makeKeyAndVisible()
        self.window = window
    }
}
