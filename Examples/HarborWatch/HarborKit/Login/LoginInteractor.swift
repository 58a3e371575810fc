import Foundation

final class LoginInteractor: LoginInteractorInput {
    weak var output: LoginInteractorOutput?

    func signIn(name: String, password: String) {
        if SessionStore.shared.signIn(name: name, password: password) {
            output?.didSignIn()
        } else {
            output?.didFail("Wrong name or password")
        }
    }
}
