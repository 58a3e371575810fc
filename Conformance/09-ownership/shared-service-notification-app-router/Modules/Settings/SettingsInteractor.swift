import Foundation

protocol SettingsInteractorInput: AnyObject {
    func signOut()
}

final class SettingsInteractor: SettingsInteractorInput {

    private let session: SessionService

    init(session: SessionService) {
        self.session = session
    }

    func signOut() {
        URLCache.shared.removeAllCachedResponses()
        session.signOut()
    }
}
