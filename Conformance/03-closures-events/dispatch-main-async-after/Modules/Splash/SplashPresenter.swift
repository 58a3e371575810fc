import Foundation

protocol SplashViewOutput: AnyObject {
    func viewDidAppear()
}

final class SplashPresenter: SplashViewOutput {

    private let interactor: SplashInteractorInput
    private let router: SplashRouterInput

    init(interactor: SplashInteractorInput, router: SplashRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidAppear() {
        interactor.warmUpCatalogCache()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) { [weak self] in
            self?.router.showStore()
        }
    }
}
