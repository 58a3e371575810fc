import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let library = LibraryBuilder.build(store: DownloadStore())
        window?.rootViewController = UINavigationController(rootViewController: library)
        window?.makeKeyAndVisible()
        return true
    }
}
