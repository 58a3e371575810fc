import UIKit

@objc protocol PreferencesRoutingLogic {
    
}

protocol PreferencesDataPassing {
    var dataStore: PreferencesDataStore? { get }
}

/// Holds the preferences' data store; the preferences open no other screen.
final class PreferencesRouter: NSObject, PreferencesRoutingLogic, PreferencesDataPassing {
    weak var viewController: PreferencesViewController?
    var dataStore: PreferencesDataStore?
}
