import Foundation

protocol TokenStore {
    var token: String? { get }
    func save(_ token: String)
    func clear()
}

final class KeychainTokenStore: TokenStore {
    private let key = "beanclub.session-token"

    var token: String? {
        UserDefaults.standard.string(forKey: key)
    }

    func save(_ token: String) {
        UserDefaults.standard.set(token, forKey: key)
    }

    func clear() {
        UserDefaults.standard.removeObject(forKey: key)
    }
}

@MainActor
final class SessionStore: ObservableObject {
    @Published private(set) var loggedIn: Bool

    private let tokens: TokenStore

    init(tokens: TokenStore) {
        self.tokens = tokens
        self.loggedIn = tokens.token != nil
    }

    func didSignIn(token: String) {
        tokens.save(token)
        loggedIn = true
    }

    func signOut() {
        tokens.clear()
        loggedIn = false
    }
}
