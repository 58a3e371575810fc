import UIKit

@objc protocol ReviewRoutingLogic {
    
}

protocol ReviewDataPassing {
    var dataStore: ReviewDataStore? { get }
}

final class ReviewRouter: NSObject, ReviewRoutingLogic, ReviewDataPassing {
    weak var viewController: ReviewViewController?
    var dataStore: ReviewDataStore?
}
