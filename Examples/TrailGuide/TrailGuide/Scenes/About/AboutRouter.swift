import UIKit

@objc protocol AboutRoutingLogic {
    func routeBack()
}

protocol AboutDataPassing {
    var dataStore: AboutDataStore? { get }
}

/// Pops the About screen to go back to the settings.
final class AboutRouter: NSObject, AboutRoutingLogic, AboutDataPassing {
    weak var viewController: AboutViewController?
    var dataStore: AboutDataStore?

    func routeBack() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
