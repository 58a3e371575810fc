import UIKit

@objc protocol PlantListRoutingLogic {
    func routeToPlantDetail()
    func routeToAddPlant()
    func routeToSettings()
}

protocol PlantListDataPassing {
    var dataStore: PlantListDataStore? { get }
}

/// Opens a plant's details, the add-plant form or the settings from the plant list.
final class PlantListRouter: NSObject, PlantListRoutingLogic, PlantListDataPassing {
    weak var viewController: PlantListViewController?
    var dataStore: PlantListDataStore?

    // MARK: Routing

    func routeToPlantDetail() {
        guard let source = viewController, let plant = dataStore?.selectedPlant else { return }
        let destination = PlantDetailViewController.configure()
        if var destinationDS = destination.router?.dataStore {
            destinationDS.plant = plant
        }
        navigateToPlantDetail(source: source, destination: destination)
    }

    func routeToAddPlant() {
        guard let source = viewController else { return }
        let destination = AddPlantViewController.configure()
        navigateToAddPlant(source: source, destination: destination)
    }

    func routeToSettings() {
        guard let source = viewController, let dataStore = dataStore else { return }
        let destination = SettingsViewController.configure()
        if var destinationDS = destination.router?.dataStore {
            passDataToSettings(source: dataStore, destination: &destinationDS)
        }
        destination.onGardenRenamed = { [weak self, weak source] newName in
            self?.dataStore?.gardenName = newName
            source?.refreshPlants()
        }
        navigateToSettings(source: source, destination: destination)
    }

    // MARK: Navigation

    private func navigateToPlantDetail(source: PlantListViewController, destination: PlantDetailViewController) {
        source.show(destination, sender: nil)
    }

    private func navigateToAddPlant(source: PlantListViewController, destination: AddPlantViewController) {
        let navigationController = UINavigationController(rootViewController: destination)
        navigationController.modalPresentationStyle = .formSheet
        source.present(navigationController, animated: true)
    }

    private func navigateToSettings(source: PlantListViewController, destination: SettingsViewController) {
        destination.modalPresentationStyle = .pageSheet
        source.present(destination, animated: true)
    }

    // MARK: Passing data

    private func passDataToSettings(source: PlantListDataStore, destination: inout SettingsDataStore) {
        destination.gardenName = source.gardenName
    }
}
