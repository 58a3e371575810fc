//
//  RaceResultsRouter.swift
//  Regatta
//

import UIKit

@objc protocol RaceResultsRoutingLogic {
    func routeToProtestForm(segue: UIStoryboardSegue?)
}

protocol RaceResultsDataPassing {
    var dataStore: RaceResultsDataStore? { get }
}

final class RaceResultsRouter: NSObject, RaceResultsRoutingLogic, RaceResultsDataPassing {
    weak var viewController: RaceResultsViewController?
    var dataStore: RaceResultsDataStore?

    // MARK: Routing

    func routeToProtestForm(segue: UIStoryboardSegue?) {
        guard let source = viewController,
              let destinationVC = source.storyboard?.instantiateViewController(withIdentifier: "ProtestFormViewController") as? ProtestFormViewController,
              var destinationDS = destinationVC.router?.dataStore else { return }
        destinationDS.raceId = dataStore?.race?.id
        navigateToProtestForm(source: source, destination: destinationVC)
    }

    // MARK: Navigation

    func navigateToProtestForm(source: RaceResultsViewController, destination: ProtestFormViewController) {
        destination.modalPresentationStyle = .formSheet
        source.present(destination, animated: true, completion: nil)
    }
}
