import UIKit

protocol LoginViewProtocol: AnyObject {
    func setLoading(_ isLoading: Bool)
    func showError(_ message: String)
}

protocol LoginPresenterProtocol: AnyObject {
    func didTapLogin(email: String, password: String)
    func didTapForgotPassword(email: String?)
}

protocol LoginInteractorInputProtocol: AnyObject {
    func login(email: String, password: String)
}

protocol LoginInteractorOutputProtocol: AnyObject {
    func loginSucceeded()
    func loginFailed(_ error: Error)
}

protocol LoginRouterProtocol: AnyObject {
    func routeToShop()
    func routeToPasswordHelp(email: String?)
}

/// What the Login module needs from whoever owns it.
protocol LoginCoordinating: AnyObject {
    func loginDidSucceed()
    func showPasswordHelp(email: String?)
}
