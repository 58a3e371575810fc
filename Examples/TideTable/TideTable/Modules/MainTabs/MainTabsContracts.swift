import UIKit

protocol MainTabsViewInput: AnyObject {
    func select(tab: Int)
}

protocol MainTabsViewOutput: AnyObject {
    func viewDidLoad()
}

/// The tabs, in the order the tab bar shows them.
enum Tab: CaseIterable {
    case spots
    case forecast
    case profile

    var title: String {
        switch self {
        case .spots: return "Spots"
        case .forecast: return "Forecast"
        case .profile: return "Profile"
        }
    }
}
