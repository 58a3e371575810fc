import UIKit

@objc protocol TrailMapRoutingLogic {
    
}

protocol TrailMapDataPassing {
    var dataStore: TrailMapDataStore? { get }
}

/// Holds the trail map's data store; the map opens no other screen.
final class TrailMapRouter: NSObject, TrailMapRoutingLogic, TrailMapDataPassing {
    weak var viewController: TrailMapViewController?
    var dataStore: TrailMapDataStore?
}
