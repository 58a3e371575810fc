import Foundation

protocol PlantListBusinessLogic {
    func loadPlants(request: PlantList.Load.Request)
    func selectPlant(request: PlantList.SelectPlant.Request)
}

protocol PlantListDataStore {
    var plants: [Plant] { get }
    var selectedPlant: Plant? { get }
    var recentlyAddedPlant: Plant? { get set }
    var gardenName: String { get set }
}

final class PlantListInteractor: PlantListBusinessLogic, PlantListDataStore {
    var presenter: PlantListPresentationLogic?
    var worker = PlantListWorker()

    private(set) var plants: [Plant] = []
    private(set) var selectedPlant: Plant?
    var recentlyAddedPlant: Plant?
    var gardenName = "My Garden"

    func loadPlants(request: PlantList.Load.Request) {
        if let newPlant = recentlyAddedPlant {
            worker.store(newPlant)
            recentlyAddedPlant = nil
        }
        plants = worker.fetchPlants()
        presenter?.presentPlants(response: PlantList.Load.Response(plants: plants))
    }

    func selectPlant(request: PlantList.SelectPlant.Request) {
        guard plants.indices.contains(request.index) else {
            selectedPlant = nil
            return
        }
        selectedPlant = plants[request.index]
    }
}
