import Combine
import Foundation

protocol PlantListViewOutput: AnyObject {
    func viewDidLoad()
}

final class PlantListPresenter: PlantListViewOutput {

    weak var view: PlantListViewInput?
    private let interactor: PlantListInteractorInput
    private let router: PlantListRouterInput
    private var plants: [Plant] = []
    private var cancellables = Set<AnyCancellable>()

    init(interactor: PlantListInteractorInput, router: PlantListRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        guard let view else { return }
        view.plantSelected
            .sink { [weak self] index in
                guard let self else { return }
                self.router.openPlant(self.plants[index])
            }
            .store(in: &cancellables)
        plants = interactor.plants()
        view.show(plants)
    }
}
