import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let dock = DockBuilder.build(stationID: "harbour-gate-07")
        window.rootViewController = UINavigationController(rootViewController: dock)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
