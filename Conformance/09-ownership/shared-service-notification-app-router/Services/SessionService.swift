import Foundation
import Security

extension Notification.Name {
    static let sessionDidStart = Notification.Name("SessionDidStart")
    static let sessionDidEnd = Notification.Name("SessionDidEnd")
}

final class SessionService {

    static let shared = SessionService()

    private(set) var token: String?

    var isSignedIn: Bool {
        token != nil
    }

    func signIn(email: String, password: String) -> Bool {
        guard !email.isEmpty, password.count >= 8 else { return false }
        token = UUID().uuidString
        NotificationCenter.default.post(name: .sessionDidStart, object: self)
        return true
    }

    func signOut() {
        token = nil
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "budget.session"]
        SecItemDelete(query as CFDictionary)
        NotificationCenter.default.post(name: .sessionDidEnd, object: self)
    }
}
