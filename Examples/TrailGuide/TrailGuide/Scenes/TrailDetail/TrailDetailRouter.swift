import UIKit

@objc protocol TrailDetailRoutingLogic {
    
}

protocol TrailDetailDataPassing {
    var dataStore: TrailDetailDataStore? { get }
}

final class TrailDetailRouter: NSObject, TrailDetailRoutingLogic, TrailDetailDataPassing {
    weak var viewController: TrailDetailViewController?
    var dataStore: TrailDetailDataStore?
}
