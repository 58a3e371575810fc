import Foundation

protocol LoginViewInput: AnyObject {
    func showError(_ message: String)
}

protocol LoginViewOutput: AnyObject {
    func didSubmit(name: String, password: String)
}

protocol LoginInteractorInput: AnyObject {
    func signIn(name: String, password: String)
}

protocol LoginInteractorOutput: AnyObject {
    func didSignIn()
    func didFail(_ message: String)
}

protocol LoginRouterInput: AnyObject {
    func finish()
}
