import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        configureAppearance()

        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        RootRouter().presentMainScreen(in: window)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        UserDefaults.standard.synchronize()
    }

    private func configureAppearance() {
        let paper = UIColor(red: 0.98, green: 0.96, blue: 0.91, alpha: 1)
        let ink = UIColor(red: 0.24, green: 0.17, blue: 0.12, alpha: 1)

        let navigationAppearance = UINavigationBarAppearance()
        navigationAppearance.configureWithOpaqueBackground()
        navigationAppearance.backgroundColor = paper
        navigationAppearance.titleTextAttributes = [.foregroundColor: ink]
        UINavigationBar.appearance().standardAppearance = navigationAppearance
        UINavigationBar.appearance().scrollEdgeAppearance = navigationAppearance

        UITabBar.appearance().backgroundColor = paper
    }
}
