import UIKit

@objc protocol AddPlantRoutingLogic {
    func routeToPlantList()
}

protocol AddPlantDataPassing {
    var dataStore: AddPlantDataStore? { get }
}

/// Dismisses the add-plant form and hands the newly created plant back to the plant list.
final class AddPlantRouter: NSObject, AddPlantRoutingLogic, AddPlantDataPassing {
    weak var viewController: AddPlantViewController?
    var dataStore: AddPlantDataStore?

    // MARK: Routing

    func routeToPlantList() {
        guard let source = viewController else { return }
        let presenting = source.presentingViewController as? UINavigationController
        let destination = presenting?.viewControllers.first as? PlantListViewController
        if let dataStore = dataStore, var destinationDS = destination?.router?.dataStore {
            passDataToPlantList(source: dataStore, destination: &destinationDS)
        }
        navigateToPlantList(source: source, destination: destination)
    }

    // MARK: Navigation

    private func navigateToPlantList(source: AddPlantViewController, destination: PlantListViewController?) {
        source.dismiss(animated: true) {
            destination?.refreshPlants()
        }
    }

    // MARK: Passing data

    private func passDataToPlantList(source: AddPlantDataStore, destination: inout PlantListDataStore) {
        guard let plant = source.createdPlant else { return }
        destination.recentlyAddedPlant = plant
    }
}
