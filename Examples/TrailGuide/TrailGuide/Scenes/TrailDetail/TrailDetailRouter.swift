import UIKit

@objc protocol TrailDetailRoutingLogic {
    
}

protocol TrailDetailDataPassing {
    var dataStore: TrailDetailDataStore? { get }
}

/// Holds the trail detail's data store; its navigation is done by storyboard segues.
final class TrailDetailRouter: NSObject, TrailDetailRoutingLogic, TrailDetailDataPassing {
    weak var viewController: TrailDetailViewController?
    var dataStore: TrailDetailDataStore?
}
