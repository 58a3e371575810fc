import Foundation

protocol PlantsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectPlant(at index: Int)
    func didTapSchedule()
}

final class PlantsPresenter: PlantsViewOutput {
    weak var view: PlantsViewInput?
    private let interactor: PlantsInteractor
    private let router: PlantsRouterInput

    init(interactor: PlantsInteractor, router: PlantsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(interactor.plants.map(\.commonName))
    }

    func didSelectPlant(at index: Int) {
        router.openCare(for: interactor.plants[index])
    }

    func didTapSchedule() {
        router.openSchedule(for: interactor.plants)
    }
}
