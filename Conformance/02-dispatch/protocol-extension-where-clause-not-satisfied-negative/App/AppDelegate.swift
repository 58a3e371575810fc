import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        if UserDefaults.standard.bool(forKey: OnboardingKeys.finished) {
            window?.rootViewController = UINavigationController(rootViewController: JournalBuilder.build())
        } else {
            window?.rootViewController = WelcomeBuilder.build()
        }
        window?.makeKeyAndVisible()
        return true
    }
}
