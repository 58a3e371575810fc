import Foundation

protocol GardenViewOutput: AnyObject {
    func viewWillAppear()
    func didTapAddPlant()
}

final class GardenPresenter: GardenViewOutput {

    weak var view: GardenViewInput?
    private let interactor: GardenInteractorInput
    private let router: GardenRouterInput

    init(interactor: GardenInteractorInput, router: GardenRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        view?.show(interactor.plants())
    }

    func didTapAddPlant() {
        router.openAddPlant { [weak self] in
            guard let self else { return }
            self.view?.show(self.interactor.plants())
        }
    }
}
