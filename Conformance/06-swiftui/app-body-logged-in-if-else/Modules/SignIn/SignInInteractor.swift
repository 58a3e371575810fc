import Foundation

@MainActor
final class SignInInteractor {
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }

    func signIn(email: String, pin: String) async -> Bool {
        guard pin.count == 4 else { return false }
        try? await Task.sleep(for: .milliseconds(300))
        session.didSignIn(token: UUID().uuidString)
        return true
    }
}
