import UIKit

@objc protocol TrailMapRoutingLogic {
    
}

protocol TrailMapDataPassing {
    var dataStore: TrailMapDataStore? { get }
}

final class TrailMapRouter: NSObject, TrailMapRoutingLogic, TrailMapDataPassing {
    weak var viewController: TrailMapViewController?
    var dataStore: TrailMapDataStore?
}
