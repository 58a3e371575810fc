import Foundation

protocol SplashInteractorInput: AnyObject {
    func restoreSession(completion: @escaping (Bool) -> Void)
}

final class SplashInteractor: SplashInteractorInput {
    private let sessionStore: SessionStore

    init(sessionStore: SessionStore = .shared) {
        self.sessionStore = sessionStore
    }

    func restoreSession(completion: @escaping (Bool) -> Void) {
        sessionStore.refreshIfNeeded(completion: completion)
    }
}
