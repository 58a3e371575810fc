import Foundation

public final class SessionStore {
    public static let shared = SessionStore()
    public private(set) var isSignedIn = false

    public func signIn(name: String, password: String) -> Bool {
        isSignedIn = !name.isEmpty && !password.isEmpty
        return isSignedIn
    }
}
