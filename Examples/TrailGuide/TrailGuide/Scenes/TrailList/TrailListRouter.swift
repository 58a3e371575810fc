import UIKit

@objc protocol TrailListRoutingLogic {
    func routeToTrailDetail()
}

protocol TrailListDataPassing {
    var dataStore: TrailListDataStore? { get }
}

/// Shows a trail's details by performing the storyboard's ShowTrail segue.
final class TrailListRouter: NSObject, TrailListRoutingLogic, TrailListDataPassing {
    weak var viewController: TrailListViewController?
    var dataStore: TrailListDataStore?

    func routeToTrailDetail() {
        viewController?.performSegue(withIdentifier: "ShowTrail", sender: nil)
    }
}
