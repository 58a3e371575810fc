import Foundation

final class SettingsInteractor {

    func signOut() {
        SessionStore.shared.signOut()
        URLCache.shared.removeAllCachedResponses()
    }
}
