import Foundation

final class ProfileInteractor: ProfileInteractorInput {
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }

    var userName: String { session.userName ?? "Guest" }

    /// Ends the session; whoever shows the app's screens hears it and goes back to the login screen.
    func logOut() {
        session.userName = nil
        NotificationCenter.default.post(name: .sessionExpired, object: nil)
    }
}
