import Foundation

protocol SplashViewOutput: AnyObject {
    func viewDidAppear()
}

final class SplashPresenter: SplashViewOutput {
    var interactor: SplashInteractorInput!
    var router: SplashRouterInput!

    func viewDidAppear() {
        interactor.restoreSession { [weak self] hasSession in
            self?.router.routeToNextScreen(hasSession: hasSession)
        }
    }
}
