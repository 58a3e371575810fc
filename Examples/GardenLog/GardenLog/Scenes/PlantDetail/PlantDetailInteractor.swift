import Foundation

protocol PlantDetailBusinessLogic {
    func loadPlant(request: PlantDetail.Load.Request)
    /// Marks the plant as watered on the request's date and saves it.
    func waterNow(request: PlantDetail.WaterNow.Request)
}

protocol PlantDetailDataStore {
    var plant: Plant? { get set }
}

final class PlantDetailInteractor: PlantDetailBusinessLogic, PlantDetailDataStore {
    var presenter: PlantDetailPresentationLogic?
    var worker = PlantDetailWorker()
    private let history = WateringHistoryStore()

    var plant: Plant?

    func loadPlant(request: PlantDetail.Load.Request) {
        guard let current = plant else {
            presenter?.presentMissingPlant()
            return
        }
        let fresh = worker.latestVersion(of: current)
        plant = fresh
        presenter?.presentPlant(response: PlantDetail.Load.Response(plant: fresh))
    }

    func waterNow(request: PlantDetail.WaterNow.Request) {
        guard let current = plant else { return }
        let updated = worker.markWatered(current, on: request.date)
        history.recordWatering(of: updated.id, on: request.date)
        plant = updated
        presenter?.presentPlant(response: PlantDetail.Load.Response(plant: updated))
    }
}
