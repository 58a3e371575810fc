import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let news = NewsBuilder.build(subscription: SubscriptionStore.shared.current)
        window?.rootViewController = UINavigationController(rootViewController: news)
        window?.makeKeyAndVisible()
        return true
    }
}
