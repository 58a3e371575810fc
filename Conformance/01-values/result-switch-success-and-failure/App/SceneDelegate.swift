import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let rides = RideService()

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window

        rides.restoreActiveRide { [weak self] result in
            guard let self else { return }
            let first: UIViewController
            switch result {
            case .success(let ride?):
                first = RideBuilder.build(ride: ride, rides: self.rides)
            case .success(nil):
                first = UnlockBuilder.build(rides: self.rides)
            case .failure(let error):
                print("Could not restore the active ride: \(error.message)")
                first = UnlockBuilder.build(rides: self.rides)
            }
            window.rootViewController = UINavigationController(rootViewController: first)
            window.makeKeyAndVisible()
        }
    }
}
