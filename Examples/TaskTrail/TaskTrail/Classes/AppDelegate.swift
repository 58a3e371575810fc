import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    /// Loaded from Main.storyboard, whose initial scene is an empty UINavigationController.
    var window: UIWindow?

    let appDependencies = AppDependencies()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        guard let window = window else {
            return false
        }
        appDependencies.installRootViewController(into: window)
        return true
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        appDependencies.refreshVisibleData()
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        appDependencies.saveStore()
    }
}
