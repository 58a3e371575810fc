import Foundation

final class PlantsPresenter {
    private weak var view: PlantsView?
    private let interactor: PlantsInteractor

    init(view: PlantsView, interactor: PlantsInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewWillAppear() {
        let thirsty = Set(interactor.thirsty().map(\.name))
        view?.show(rows: interactor.plants.map { plant in
            (plant.name, thirsty.contains(plant.name) ? "\(plant.room) · needs water" : plant.room)
        })
    }

    func configureWateringLog(_ input: WateringLogModuleInput) {
        input.configure(plantNames: interactor.plants.map(\.name))
    }
}
