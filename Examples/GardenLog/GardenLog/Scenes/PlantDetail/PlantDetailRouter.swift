import UIKit

@objc protocol PlantDetailRoutingLogic {
    func routeToWateringSchedule()
}

protocol PlantDetailDataPassing {
    var dataStore: PlantDetailDataStore? { get }
}

/// Pushes the watering schedule of the shown plant.
final class PlantDetailRouter: NSObject, PlantDetailRoutingLogic, PlantDetailDataPassing {
    weak var viewController: PlantDetailViewController?
    var dataStore: PlantDetailDataStore?

    // MARK: Routing

    func routeToWateringSchedule() {
        guard let source = viewController, let dataStore = dataStore else { return }
        let destination = WateringScheduleViewController.configure()
        if var destinationDS = destination.router?.dataStore {
            passDataToWateringSchedule(source: dataStore, destination: &destinationDS)
        }
        navigateToWateringSchedule(source: source, destination: destination)
    }

    // MARK: Navigation

    private func navigateToWateringSchedule(source: PlantDetailViewController, destination: WateringScheduleViewController) {
        source.navigationController?.pushViewController(destination, animated: true)
    }

    // MARK: Passing data

    private func passDataToWateringSchedule(source: PlantDetailDataStore, destination: inout WateringScheduleDataStore) {
        destination.plant = source.plant
    }
}
