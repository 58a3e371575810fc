import Foundation

/// Every destination the app can navigate to.
enum Route {
    case onboarding
    case home
    case profile(userID: String)
    case settings
    case editor(Draft)
    case web(URL)
}

extension Route: CustomStringConvertible {
    var description: String {
        switch self {
        case .onboarding: return "onboarding"
        case .home: return "home"
        case .profile(let userID): return "profile(\(userID))"
        case .settings: return "settings"
        case .editor(let draft): return "editor(\(draft.id))"
        case .web(let url): return "web(\(url.absoluteString))"
        }
    }
}
