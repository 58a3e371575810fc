import UIKit

@objc protocol SettingsRoutingLogic {
    func routeToAbout()
}

protocol SettingsDataPassing {
    var dataStore: SettingsDataStore? { get }
}

/// Pushes the About screen, instantiated from Settings.storyboard by its storyboard ID.
final class SettingsRouter: NSObject, SettingsRoutingLogic, SettingsDataPassing {
    weak var viewController: SettingsViewController?
    var dataStore: SettingsDataStore?

    func routeToAbout() {
        let about = Storyboards.instantiate(.about)
        viewController?.navigationController?.pushViewController(about, animated: true)
    }
}
