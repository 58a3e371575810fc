import UIKit

@objc protocol SettingsRoutingLogic {
    func routeToSystemNotificationSettings()
}

protocol SettingsDataPassing {
    var dataStore: SettingsDataStore? { get }
}

/// Opens the app's page in the system Settings app so the user can change notification permissions.
final class SettingsRouter: NSObject, SettingsRoutingLogic, SettingsDataPassing {
    weak var viewController: SettingsViewController?
    var dataStore: SettingsDataStore?

    // MARK: Routing

    func routeToSystemNotificationSettings() {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        openExternally(url)
    }

    // MARK: Navigation

    private func openExternally(_ url: URL) {
        guard UIApplication.shared.canOpenURL(url) else { return }
        UIApplication.shared.open(url)
    }
}
