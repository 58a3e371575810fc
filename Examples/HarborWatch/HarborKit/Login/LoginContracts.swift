import Foundation

protocol LoginViewInput: AnyObject {
    func showError(_ message: String)
}

protocol LoginViewOutput: AnyObject {
    func didSubmit(name: String, password: String)
}

protocol LoginInteractorInput: AnyObject {
    /// Tries to sign in with the shared session store and reports success or failure.
    func signIn(name: String, password: String)
}

protocol LoginInteractorOutput: AnyObject {
    func didSignIn()
    func didFail(_ message: String)
}

protocol LoginRouterInput: AnyObject {
    func finish()
}
