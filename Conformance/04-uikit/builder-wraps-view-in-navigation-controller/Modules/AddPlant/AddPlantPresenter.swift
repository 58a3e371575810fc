import Foundation

protocol AddPlantViewOutput: AnyObject {
    func didTapChooseSpecies()
    func didTapCancel()
    func didTapSave(nickname: String, wateringIntervalDays: Int)
}

final class AddPlantPresenter: AddPlantViewOutput {

    weak var view: AddPlantViewInput?
    var onAdded: (() -> Void)?
    private let interactor: AddPlantInteractorInput
    private let router: AddPlantRouterInput
    private var species: String?

    init(interactor: AddPlantInteractorInput, router: AddPlantRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func didTapChooseSpecies() {
        router.openSpeciesPicker { [weak self] species in
            self?.species = species
            self?.view?.showSpecies(species)
        }
    }

    func didTapCancel() {
        router.close()
    }

    func didTapSave(nickname: String, wateringIntervalDays: Int) {
        guard let species, !nickname.isEmpty else {
            view?.showMissingFields()
            return
        }
        interactor.addPlant(nickname: nickname, species: species, wateringIntervalDays: wateringIntervalDays)
        onAdded?()
        router.close()
    }
}
