import UIKit

/// The app's flow: onboarding once, then the tabs; back to the login screen when the session expires.
/// No screen of its own: the modules ask it (a closure, a delegate, a notification) and it switches the root.
final class AppCoordinator {
    private let window: UIWindow
    private let session: SessionStore

    init(window: UIWindow, session: SessionStore) {
        self.window = window
        self.session = session
        NotificationCenter.default.addObserver(self, selector: #selector(sessionDidExpire), name: .sessionExpired, object: nil)
    }

    func start() {
        if session.hasSeenOnboarding {
            showMain()
        } else {
            showOnboarding()
        }
        window.makeKeyAndVisible()
    }

    private func showOnboarding() {
        let module = OnboardingBuilder.build()
        module.output.onFinish = { [weak self] in
            self?.session.hasSeenOnboarding = true
            self?.showMain()
        }
        window.rootViewController = module.view
    }

    private func showMain() {
        window.rootViewController = MainTabsBuilder.build()
    }

    @objc private func sessionDidExpire() {
        let login = LoginBuilder.build(output: self)
        window.rootViewController = UINavigationController(rootViewController: login)
    }
}

extension AppCoordinator: LoginModuleOutput {
    func loginDidSucceed() {
        showMain()
    }
}
