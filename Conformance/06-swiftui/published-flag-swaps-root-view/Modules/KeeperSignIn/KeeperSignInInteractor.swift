import Foundation

@MainActor
final class KeeperSignInInteractor {
    private let session: KeeperSession
    private let auth: AssociationAuthClient

    init(session: KeeperSession, auth: AssociationAuthClient) {
        self.session = session
        self.auth = auth
    }

    func signIn(membershipNumber: String, password: String) async -> Bool {
        do {
            let name = try await auth.authenticate(membershipNumber: membershipNumber, password: password)
            session.keeperName = name
            session.isSignedIn = true
            return true
        } catch {
            return false
        }
    }
}
