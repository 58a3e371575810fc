import Foundation

protocol SignInInteractorInput: AnyObject {
    func signIn(email: String, password: String)
}

protocol SignInInteractorOutput: AnyObject {
    func signInSucceeded()
}

final class SignInInteractor: SignInInteractorInput {

    weak var output: SignInInteractorOutput?
    private let api: InsuranceAPI

    init(api: InsuranceAPI) {
        self.api = api
    }

    func signIn(email: String, password: String) {
        api.signIn(email: email, password: password) { [weak self] success in
            if success {
                self?.output?.signInSucceeded()
            }
        }
    }
}
