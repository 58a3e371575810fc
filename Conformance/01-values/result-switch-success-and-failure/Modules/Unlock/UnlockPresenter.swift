import Foundation

protocol UnlockViewOutput: AnyObject {
    func didTapUnlock(code: String)
}

final class UnlockPresenter: UnlockViewOutput {

    weak var view: UnlockViewInput?
    private let interactor: UnlockInteractorInput
    private let router: UnlockRouterInput

    init(interactor: UnlockInteractorInput, router: UnlockRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func didTapUnlock(code: String) {
        view?.setUnlocking(true)
        interactor.unlock(bikeCode: code) { [weak self] result in
            guard let self else { return }
            self.view?.setUnlocking(false)
            switch result {
            case .success(let ride):
                self.router.openRide(ride)
            case .failure(let error):
                self.router.showUnlockFailed(message: error.message)
            }
        }
    }
}
