import Foundation

final class SessionStore {
    static let shared = SessionStore()

    private let defaults = UserDefaults.standard

    var accessToken: String? {
        defaults.string(forKey: "session.accessToken")
    }

    func refreshIfNeeded(completion: @escaping (Bool) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { [weak self] in
            completion(self?.accessToken != nil)
        }
    }
}
