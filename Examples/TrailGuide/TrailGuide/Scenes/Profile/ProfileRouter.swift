import UIKit

@objc protocol ProfileRoutingLogic {
    
}

protocol ProfileDataPassing {
    var dataStore: ProfileDataStore? { get }
}

/// Holds the profile's data store; the profile opens no other screen.
final class ProfileRouter: NSObject, ProfileRoutingLogic, ProfileDataPassing {
    weak var viewController: ProfileViewController?
    var dataStore: ProfileDataStore?
}
