import Foundation

protocol LoginViewOutput: AnyObject {
    func didTapLogin(username: String, password: String)
}

final class LoginPresenter: LoginViewOutput {

    weak var view: LoginViewInput?
    private let interactor: LoginInteractorInput
    private let router: LoginRouterInput

    init(interactor: LoginInteractorInput, router: LoginRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func didTapLogin(username: String, password: String) {
        if interactor.logIn(username: username, password: password) {
            router.showDiscover()
        } else {
            view?.showError("Wrong username or password")
        }
    }
}
