import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let onboardingStore = OnboardingStore()

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)

        if onboardingStore.hasCompletedOnboarding {
            window.rootViewController = UINavigationController(rootViewController: HomeModule.build())
        } else {
            window.rootViewController = UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController()
        }

        self.window = window
        window.makeKeyAndVisible()
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url,
              url.host == "profile",
              let top = window?.rootViewController else { return }
        // Deep links are handled by the app router; nothing module-specific lives here.
        Router.shared.navigate(to: .profile(userID: url.lastPathComponent), from: top)
    }
}
