import UIKit

@objc protocol AboutRoutingLogic {
    func routeBack()
}

protocol AboutDataPassing {
    var dataStore: AboutDataStore? { get }
}

final class AboutRouter: NSObject, AboutRoutingLogic, AboutDataPassing {
    weak var viewController: AboutViewController?
    var dataStore: AboutDataStore?

    func routeBack() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
