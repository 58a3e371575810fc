import UIKit

@objc protocol ReviewRoutingLogic {
    
}

protocol ReviewDataPassing {
    var dataStore: ReviewDataStore? { get }
}

/// Holds the review's data store; the review card opens no other screen.
final class ReviewRouter: NSObject, ReviewRoutingLogic, ReviewDataPassing {
    weak var viewController: ReviewViewController?
    var dataStore: ReviewDataStore?
}
