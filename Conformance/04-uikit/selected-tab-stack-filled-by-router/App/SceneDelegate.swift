import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let router = Router()
    private lazy var sailingsFlow = SailingsFlowCoordinator(router: router)
    private lazy var faresFlow = FaresFlowCoordinator(router: router)

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let harbour = HarbourBuilder.build(
            onSailingsTabSelect: { [weak self] in self?.sailingsFlow.start() },
            onFaresTabSelect: { [weak self] in self?.faresFlow.start() }
        )
        window.rootViewController = harbour
        self.window = window
        window.makeKeyAndVisible()
    }
}
