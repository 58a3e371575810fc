import Foundation

final class SessionManager {
    static let shared = SessionManager()

    private let tokenKey = "auth.token"
    private(set) var token: String?
    private(set) var currentUser: User?

    var isAuthenticated: Bool { token != nil }

    func restore() {
        token = UserDefaults.standard.string(forKey: tokenKey)
    }

    func start(with response: AuthResponse) {
        token = response.token
        currentUser = response.user
        UserDefaults.standard.set(response.token, forKey: tokenKey)
    }

    func end() {
        token = nil
        currentUser = nil
        UserDefaults.standard.removeObject(forKey: tokenKey)
    }
}
