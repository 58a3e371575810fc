import UIKit

@objc protocol FilterRoutingLogic {
    
}

protocol FilterDataPassing {
    var dataStore: FilterDataStore? { get }
}

final class FilterRouter: NSObject, FilterRoutingLogic, FilterDataPassing {
    weak var viewController: FilterViewController?
    var dataStore: FilterDataStore?
}
