import UIKit

@objc protocol PreferencesRoutingLogic {
    
}

protocol PreferencesDataPassing {
    var dataStore: PreferencesDataStore? { get }
}

final class PreferencesRouter: NSObject, PreferencesRoutingLogic, PreferencesDataPassing {
    weak var viewController: PreferencesViewController?
    var dataStore: PreferencesDataStore?
}
