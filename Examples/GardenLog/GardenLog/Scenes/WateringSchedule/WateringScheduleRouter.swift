import UIKit

@objc protocol WateringScheduleRoutingLogic {
    func routeToPlantDetail()
}

protocol WateringScheduleDataPassing {
    var dataStore: WateringScheduleDataStore? { get }
}

/// Returns to the plant's detail screen and passes the updated plant back to it.
final class WateringScheduleRouter: NSObject, WateringScheduleRoutingLogic, WateringScheduleDataPassing {
    weak var viewController: WateringScheduleViewController?
    var dataStore: WateringScheduleDataStore?

    // MARK: Routing

    func routeToPlantDetail() {
        guard let source = viewController,
              let stack = source.navigationController?.viewControllers,
              let index = stack.firstIndex(of: source), index > 0,
              let destination = stack[index - 1] as? PlantDetailViewController,
              let dataStore = dataStore else { return }
        if var destinationDS = destination.router?.dataStore {
            passDataToPlantDetail(source: dataStore, destination: &destinationDS)
        }
        navigateToPlantDetail(source: source, destination: destination)
    }

    // MARK: Navigation

    private func navigateToPlantDetail(source: WateringScheduleViewController, destination: PlantDetailViewController) {
        source.navigationController?.popViewController(animated: true)
    }

    // MARK: Passing data

    private func passDataToPlantDetail(source: WateringScheduleDataStore, destination: inout PlantDetailDataStore) {
        destination.plant = source.plant
    }
}
