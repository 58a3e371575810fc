import Foundation

protocol GardenMapViewOutput: AnyObject {
    func viewDidLoad()
    func didTapPlant(id: String)
}

final class GardenMapPresenter: GardenMapViewOutput {

    weak var view: GardenMapViewInput?
    private let interactor: GardenMapInteractorInput
    private let router: GardenMapRouterInput

    init(interactor: GardenMapInteractorInput, router: GardenMapRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadBeds { [weak self] beds in
            self?.view?.showBeds(beds)
        }
    }

    func didTapPlant(id: String) {
        router.openPlant(id: id)
    }
}
