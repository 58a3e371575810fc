import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let stations = StationsViewController(region: "Zürich")
        window?.rootViewController = UINavigationController(rootViewController: stations)
        window?.makeKeyAndVisible()
        return true
    }
}
