import Foundation

final class SettingsPresenter {
    weak var view: SettingsViewInput?
    private let interactor: SettingsInteractorInput
    private let router: SettingsRouterInput

    init(interactor: SettingsInteractorInput, router: SettingsRouterInput) {
        self.interactor = interactor
        self.router = router
    }
}

extension SettingsPresenter: SettingsViewOutput {
    func viewIsReady() {
        view?.show(items: SettingsItem.allCases)
    }

    func didSelect(_ item: SettingsItem) {
        switch item {
        case .help: router.openHelpCenter()
        case .signOut: interactor.signOut()
        }
    }

    func didTapDone() {
        router.close()
    }
}

extension SettingsPresenter: SettingsInteractorOutput {
    func didSignOut() {
        router.restartOnboarding()
    }
}
