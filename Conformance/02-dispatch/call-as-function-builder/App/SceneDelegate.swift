import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let garage = GarageStore()

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let makeVehicles = VehiclesBuilder(garage: garage)
        window.rootViewController = UINavigationController(rootViewController: makeVehicles())
        window.makeKeyAndVisible()
        self.window = window
    }
}
