import Foundation

protocol SettingsViewOutput: AnyObject {
    func didTapSignOut()
}

final class SettingsPresenter: SettingsViewOutput {

    private let interactor: SettingsInteractor
    private let router: SettingsRouter

    init(interactor: SettingsInteractor, router: SettingsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func didTapSignOut() {
        interactor.signOut()
        router.showWelcome()
    }
}
