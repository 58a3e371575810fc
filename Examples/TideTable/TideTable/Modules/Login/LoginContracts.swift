import UIKit

protocol LoginViewInput: AnyObject {
    func showError(_ message: String)
}

protocol LoginViewOutput: AnyObject {
    func didTapSignIn(name: String)
}

protocol LoginInteractorInput: AnyObject {
    /// Stores the name as the signed-in user, or fails when it is empty.
    func signIn(name: String)
}

protocol LoginInteractorOutput: AnyObject {
    func didSignIn()
    func didFail(_ message: String)
}

/// Whoever shows Login hears here that the user signed in.
protocol LoginModuleOutput: AnyObject {
    func loginDidSucceed()
}
