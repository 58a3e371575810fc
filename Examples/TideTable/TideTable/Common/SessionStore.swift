import Foundation

/// Remembers whether onboarding was seen and who is signed in.
final class SessionStore {
    static let shared = SessionStore()

    private let defaults = UserDefaults.standard
    private let onboardingKey = "TideTable.onboardingSeen"

    var hasSeenOnboarding: Bool {
        get { defaults.bool(forKey: onboardingKey) }
        set { defaults.set(newValue, forKey: onboardingKey) }
    }

    var userName: String?

    var isSignedIn: Bool { userName != nil }
}

extension Notification.Name {
    /// Posted when the signed-in session ends; the app's coordinator goes back to the login screen.
    static let sessionExpired = Notification.Name("TideTable.sessionExpired")
}
