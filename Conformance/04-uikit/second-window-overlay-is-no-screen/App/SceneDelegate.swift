import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var offlineBanner: ConnectivityBanner?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: ShowtimesBuilder.build())
        window.makeKeyAndVisible()
        self.window = window

        offlineBanner = ConnectivityBanner(windowScene: windowScene)
        offlineBanner?.startMonitoring()
    }
}
