import Foundation

protocol PlantsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectPlant(at index: Int)
}

final class PlantsPresenter: PlantsViewOutput {

    weak var view: PlantsViewInput?
    private let interactor: PlantsInteractorInput
    private let router: PlantsRouterInput
    private var plants: [Plant] = []

    init(interactor: PlantsInteractorInput, router: PlantsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        plants = interactor.loadPlants()
        view?.show(plants)
    }

    func didSelectPlant(at index: Int) {
        router.openDetail(for: plants[index])
    }
}
