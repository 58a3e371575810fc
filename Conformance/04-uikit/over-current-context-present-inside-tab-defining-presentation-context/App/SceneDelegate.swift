import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let forecast = UINavigationController(rootViewController: ForecastModuleConfigurator().configuredViewController())
        forecast.tabBarItem = UITabBarItem(title: "Forecast", image: UIImage(systemName: "sun.max"), tag: 0)
        let radar = UINavigationController(rootViewController: RadarModuleConfigurator().configuredViewController())
        radar.tabBarItem = UITabBarItem(title: "Radar", image: UIImage(systemName: "cloud.rain"), tag: 1)

        let tabs = UITabBarController()
        tabs.viewControllers = [forecast, radar]
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}
