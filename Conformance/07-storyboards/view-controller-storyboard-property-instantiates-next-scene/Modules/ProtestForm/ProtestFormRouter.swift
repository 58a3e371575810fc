//
//  ProtestFormRouter.swift
//  Regatta
//

import UIKit

@objc protocol ProtestFormRoutingLogic {
    func routeToRaceResults(segue: UIStoryboardSegue?)
}

protocol ProtestFormDataPassing {
    var dataStore: ProtestFormDataStore? { get }
}

final class ProtestFormRouter: NSObject, ProtestFormRoutingLogic, ProtestFormDataPassing {
    weak var viewController: ProtestFormViewController?
    var dataStore: ProtestFormDataStore?

    func routeToRaceResults(segue: UIStoryboardSegue?) {
        viewController?.dismiss(animated: true, completion: nil)
    }
}
