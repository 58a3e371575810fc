import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let tabs = SkyTabBarController()
        tabs.install([TonightBuilder.build(), CatalogBuilder.build(), LearnBuilder.build()])
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        DeepLinks.shared.window = window
    }

    /// `skywatch://…` links.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        DeepLinks.shared.open(url)
    }

    /// Universal links, and Handoff of a new log entry from another device.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        switch userActivity.activityType {
        case NSUserActivityTypeBrowsingWeb:
            if let url = userActivity.webpageURL { DeepLinks.shared.openWebLink(url) }
        case "com.example.skywatch.new-entry":
            DeepLinks.shared.showNewEntry()
        default:
            break
        }
    }

    /// The home-screen quick action.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        if shortcutItem.type == "com.example.skywatch.starmap" {
            DeepLinks.shared.showStarMap()
        }
        completionHandler(true)
    }
}
