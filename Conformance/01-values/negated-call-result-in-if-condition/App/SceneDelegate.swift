import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private var clubRouter: ClubRouter?

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let router = ClubRouter(window: window, membership: ClubMembershipService.shared)
        self.window = window
        self.clubRouter = router
        router.start()
        window.makeKeyAndVisible()
    }
}
