import UIKit

final class AppRouter {

    private let window: UIWindow
    private let api: InsuranceAPI
    private var sessionObserver: NSObjectProtocol?

    init(window: UIWindow, api: InsuranceAPI) {
        self.window = window
        self.api = api
    }

    deinit {
        if let sessionObserver {
            NotificationCenter.default.removeObserver(sessionObserver)
        }
    }

    func start() {
        sessionObserver = NotificationCenter.default.addObserver(forName: .sessionDidExpire,
                                                                 object: nil,
                                                                 queue: .main) { [weak self] _ in
            self?.showSignIn()
        }
        let policies = PoliciesBuilder.build(api: api)
        window.rootViewController = UINavigationController(rootViewController: policies)
    }

    private func showSignIn() {
        let signIn = SignInBuilder.build(api: api)
        window.rootViewController = signIn
    }
}
