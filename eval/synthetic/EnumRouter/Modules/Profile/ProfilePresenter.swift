import Foundation

final class ProfilePresenter {
    private weak var view: ProfileViewInput?
    private let interactor: ProfileInteractorInput
    private let router: ProfileRouterInput
    private var profile: UserProfile?

    init(view: ProfileViewInput, interactor: ProfileInteractorInput, router: ProfileRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension ProfilePresenter: ProfileViewOutput {
    func viewIsReady() {
        view?.setLoading(true)
        interactor.loadProfile()
    }

    func didTapWebsite() {
        guard let url = profile?.website else { return }
        router.openWebsite(url)
    }

    func didTapQuote() {
        guard let profile = profile else { return }
        router.openEditor(quoting: profile)
    }
}

extension ProfilePresenter: ProfileInteractorOutput {
    func didLoad(profile: UserProfile) {
        self.profile = profile
        view?.setLoading(false)
        view?.show(profile: profile)
    }

    func didFail(_ error: Error) {
        view?.setLoading(false)
    }
}
