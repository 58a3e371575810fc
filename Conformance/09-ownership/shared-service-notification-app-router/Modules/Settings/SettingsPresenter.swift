import Foundation

protocol SettingsViewOutput: AnyObject {
    func didTapSignOut()
}

final class SettingsPresenter: SettingsViewOutput {

    private let interactor: SettingsInteractorInput

    init(interactor: SettingsInteractorInput) {
        self.interactor = interactor
    }

    func didTapSignOut() {
        interactor.signOut()
    }
}
