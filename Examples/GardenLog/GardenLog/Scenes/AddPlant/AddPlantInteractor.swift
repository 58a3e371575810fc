import Foundation

/// What the add-plant screen asks its interactor to do.
protocol AddPlantBusinessLogic {
    func loadForm(request: AddPlant.Load.Request)
    /// Validates the draft and keeps the created plant for the router, or reports why it is invalid.
    func savePlant(request: AddPlant.Save.Request)
}

protocol AddPlantDataStore {
    var createdPlant: Plant? { get }
}

final class AddPlantInteractor: AddPlantBusinessLogic, AddPlantDataStore {
    var presenter: AddPlantPresentationLogic?
    var worker = AddPlantWorker()

    private(set) var createdPlant: Plant?

    func loadForm(request: AddPlant.Load.Request) {
        let response = AddPlant.Load.Response(defaultInterval: 7, intervalRange: worker.allowedIntervals)
        presenter?.presentForm(response: response)
    }

    func savePlant(request: AddPlant.Save.Request) {
        switch worker.makePlant(from: request.draft) {
        case .success(let plant):
            createdPlant = plant
            presenter?.presentSaveResult(response: AddPlant.Save.Response(plant: plant, validationError: nil))
        case .failure(let error):
            createdPlant = nil
            presenter?.presentSaveResult(response: AddPlant.Save.Response(plant: nil, validationError: error.message))
        }
    }
}
