import Foundation

final class SessionStore {
    private let defaults: UserDefaults
    private let tokenKey = "session.token"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var token: String? {
        get { defaults.string(forKey: tokenKey) }
        set { defaults.set(newValue, forKey: tokenKey) }
    }

    var isLoggedIn: Bool { token != nil }

    func clear() {
        defaults.removeObject(forKey: tokenKey)
    }
}
