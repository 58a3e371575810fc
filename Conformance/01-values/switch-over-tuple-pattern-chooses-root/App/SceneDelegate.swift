import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let session = AllotmentSession()

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)

        let first: UIViewController
        switch (self.session.member, self.session.hasSeenWelcome) {
        case (nil, _):
            first = SignInBuilder.build(session: self.session)
        case (.some(let member), false):
            first = WelcomeBuilder.build(member: member, session: self.session)
        case (.some(let member), true):
            first = PlotsBuilder.build(member: member)
        }

        window.rootViewController = UINavigationController(rootViewController: first)
        window.makeKeyAndVisible()
        self.window = window
    }
}
