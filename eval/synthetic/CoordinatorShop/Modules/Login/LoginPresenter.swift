import Foundation

final class LoginPresenter {
    private weak var view: LoginViewProtocol?
    private let interactor: LoginInteractorInputProtocol
    private let router: LoginRouterProtocol

    init(view: LoginViewProtocol, interactor: LoginInteractorInputProtocol, router: LoginRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension LoginPresenter: LoginPresenterProtocol {
    func didTapLogin(email: String, password: String) {
        view?.setLoading(true)
        interactor.login(email: email, password: password)
    }

    func didTapForgotPassword(email: String?) {
        router.routeToPasswordHelp(email: email)
    }
}

extension LoginPresenter: LoginInteractorOutputProtocol {
    func loginSucceeded() {
        view?.setLoading(false)
        router.routeToShop()
    }

    func loginFailed(_ error: Error) {
        view?.setLoading(false)
        view?.showError(error.localizedDescription)
    }
}
