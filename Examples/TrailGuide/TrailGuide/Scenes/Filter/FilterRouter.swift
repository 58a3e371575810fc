import UIKit

@objc protocol FilterRoutingLogic {
    
}

protocol FilterDataPassing {
    var dataStore: FilterDataStore? { get }
}

/// Holds the filter's data store; leaving the screen is the storyboard's unwind segue.
final class FilterRouter: NSObject, FilterRoutingLogic, FilterDataPassing {
    weak var viewController: FilterViewController?
    var dataStore: FilterDataStore?
}
