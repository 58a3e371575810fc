import Foundation

/// Signs the user in with the entered name and tells whoever showed the login screen that it worked.
final class LoginPresenter: LoginViewOutput, LoginInteractorOutput {
    private weak var view: LoginViewInput?
    private let interactor: LoginInteractorInput
    weak var output: LoginModuleOutput?

    init(view: LoginViewInput, interactor: LoginInteractorInput) {
        self.view = view
        self.interactor = interactor
    }

    func didTapSignIn(name: String) {
        interactor.signIn(name: name)
    }

    func didSignIn() {
        output?.loginDidSucceed()
    }

    func didFail(_ message: String) {
        view?.showError(message)
    }
}
