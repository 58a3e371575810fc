//
//  SessionStore.swift
//  Inkwell
//

import Foundation

final class SessionStore {

    static let shared = SessionStore()

    private let defaults = UserDefaults.standard
    private let tokenKey = "inkwell.sessionToken"

    var isSignedIn: Bool {
        defaults.string(forKey: tokenKey) != nil
    }

    func signIn(email: String, passcode: String) -> Bool {
        guard email.contains("@"), passcode.count >= 6 else { return false }
        defaults.set(UUID().uuidString, forKey: tokenKey)
        return true
    }

    func signOut() {
        defaults.removeObject(forKey: tokenKey)
    }
}
