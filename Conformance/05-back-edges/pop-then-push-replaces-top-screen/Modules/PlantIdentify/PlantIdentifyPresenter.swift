import Foundation

final class PlantIdentifyPresenter {

    weak var view: PlantIdentifyViewController?
    private let interactor: PlantIdentifyInteractor
    private let router: PlantIdentifyRouter

    init(interactor: PlantIdentifyInteractor, router: PlantIdentifyRouter) {
        self.interactor = interactor
        self.router = router
    }

    func didCapture(photo: Data) {
        view?.showProgress(true)
        interactor.identify(photo: photo) { [weak self] plant in
            guard let self else { return }
            self.view?.showProgress(false)
            if let plant {
                self.router.replaceWithProfile(of: plant)
            } else {
                self.view?.showNoMatch()
            }
        }
    }
}
