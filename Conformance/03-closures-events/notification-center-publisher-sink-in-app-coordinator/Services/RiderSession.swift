import Foundation

extension Notification.Name {
    static let riderDidSignOut = Notification.Name("RiderDidSignOut")
}

final class RiderSession {

    static let shared = RiderSession()

    private let defaults = UserDefaults.standard
    private let tokenKey = "spokes.riderToken"

    var isSignedIn: Bool {
        defaults.string(forKey: tokenKey) != nil
    }

    var riderName: String {
        defaults.string(forKey: "spokes.riderName") ?? "Rider"
    }

    func signIn(email: String, code: String, completion: @escaping (Bool) -> Void) {
        let accepted = email.contains("@") && code.count == 6
        if accepted {
            defaults.set(UUID().uuidString, forKey: tokenKey)
            defaults.set(email.components(separatedBy: "@").first, forKey: "spokes.riderName")
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            completion(accepted)
        }
    }

    func clear() {
        defaults.removeObject(forKey: tokenKey)
        defaults.removeObject(forKey: "spokes.riderName")
    }
}
