import Foundation

final class CredentialsStore {

    private let defaults = UserDefaults.standard
    private let key = "streaming.token"

    var hasValidToken: Bool {
        defaults.string(forKey: key) != nil
    }

    func save(token: String) {
        defaults.set(token, forKey: key)
    }
}
