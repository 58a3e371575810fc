import Foundation

/// Shows the user's name, opens Settings through the router and logs the user out.
final class ProfilePresenter: ProfileViewOutput {
    private weak var view: ProfileViewInput?
    private let interactor: ProfileInteractorInput
    private let router: ProfileRouterInput

    init(view: ProfileViewInput, interactor: ProfileInteractorInput, router: ProfileRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(name: interactor.userName)
    }

    func didTapSettings() {
        router.openSettings()
    }

    func didTapLogOut() {
        interactor.logOut()
    }
}
