import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let slots = DonationSlotsWireframe.makeModule(service: DonorService())
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: slots)
        window.makeKeyAndVisible()
        self.window = window
    }
}
