import UIKit

final class AppRouter {

    private let window: UIWindow
    private let session: SessionService
    private var observers: [NSObjectProtocol] = []

    init(window: UIWindow, session: SessionService) {
        self.window = window
        self.session = session
    }

    func start() {
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: .sessionDidStart, object: session, queue: .main) { [weak self] _ in
            self?.showOverview()
        })
        observers.append(center.addObserver(forName: .sessionDidEnd, object: session, queue: .main) { [weak self] _ in
            self?.showSignIn()
        })

        if session.isSignedIn {
            showOverview()
        } else {
            showSignIn()
        }
    }

    private func showSignIn() {
        window.rootViewController = SignInBuilder.build(session: session)
    }

    private func showOverview() {
        window.rootViewController = UINavigationController(rootViewController: OverviewBuilder.build(session: session))
    }
}
