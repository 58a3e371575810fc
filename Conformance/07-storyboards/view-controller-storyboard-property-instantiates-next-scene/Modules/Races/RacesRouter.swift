//
//  RacesRouter.swift
//  Regatta
//

import UIKit

@objc protocol RacesRoutingLogic {
    func routeToRaceResults(segue: UIStoryboardSegue?)
}

protocol RacesDataPassing {
    var dataStore: RacesDataStore? { get }
}

final class RacesRouter: NSObject, RacesRoutingLogic, RacesDataPassing {
    weak var viewController: RacesViewController?
    var dataStore: RacesDataStore?

    // MARK: Routing

    func routeToRaceResults(segue: UIStoryboardSegue?) {
        guard let source = viewController,
              let storyboard = source.storyboard,
              let destinationVC = storyboard.instantiateViewController(withIdentifier: "RaceResultsViewController") as? RaceResultsViewController,
              var destinationDS = destinationVC.router?.dataStore else { return }
        passDataToRaceResults(source: dataStore!, destination: &destinationDS)
        navigateToRaceResults(source: source, destination: destinationVC)
    }

    // MARK: Navigation

    func navigateToRaceResults(source: RacesViewController, destination: RaceResultsViewController) {
        source.navigationController?.pushViewController(destination, animated: true)
    }

    // MARK: Passing data

    func passDataToRaceResults(source: RacesDataStore, destination: inout RaceResultsDataStore) {
        destination.race = source.selectedRace
    }
}
