import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let vehicles = UINavigationController(rootViewController: VehiclesViewController())
        vehicles.tabBarItem = UITabBarItem(title: "My cars", image: UIImage(systemName: "car.2"), tag: 0)
        let bookings = UINavigationController(rootViewController: ServiceBookingsViewController())
        bookings.tabBarItem = UITabBarItem(title: "Service", image: UIImage(systemName: "wrench.and.screwdriver"), tag: 1)

        let tabs = UITabBarController()
        tabs.viewControllers = [vehicles, bookings]
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
    }
}
