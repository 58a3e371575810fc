import Foundation

/// Signs the user in with the entered name and password and closes the login screen on success.
final class LoginPresenter: LoginViewOutput, LoginInteractorOutput {
    private weak var view: LoginViewInput?
    private let interactor: LoginInteractorInput
    private let router: LoginRouterInput

    init(view: LoginViewInput, interactor: LoginInteractorInput, router: LoginRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func didSubmit(name: String, password: String) { interactor.signIn(name: name, password: password) }
    func didSignIn() { router.finish() }
    func didFail(_ message: String) { view?.showError(message) }
}
