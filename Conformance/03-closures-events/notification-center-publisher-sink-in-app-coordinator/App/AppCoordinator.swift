import Combine
import UIKit

final class AppCoordinator {

    private let window: UIWindow
    private let session: RiderSession
    private var cancellables = Set<AnyCancellable>()

    init(window: UIWindow, session: RiderSession) {
        self.window = window
        self.session = session
    }

    func start() {
        NotificationCenter.default.publisher(for: .riderDidSignOut)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                self?.showSignIn()
            }
            .store(in: &cancellables)

        if session.isSignedIn {
            showDocks()
        } else {
            showSignIn()
        }
    }

    private func showDocks() {
        let docks = DocksBuilder.build()
        window.rootViewController = UINavigationController(rootViewController: docks)
    }

    private func showSignIn() {
        let signIn = SignInBuilder.build(session: session) { [weak self] in
            self?.showDocks()
        }
        window.rootViewController = signIn
    }
}
