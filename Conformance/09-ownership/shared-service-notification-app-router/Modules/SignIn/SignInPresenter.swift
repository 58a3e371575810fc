import Foundation

protocol SignInViewOutput: AnyObject {
    func didTapSignIn(email: String, password: String)
}

final class SignInPresenter: SignInViewOutput {

    weak var view: SignInViewInput?
    private let interactor: SignInInteractorInput

    init(interactor: SignInInteractorInput) {
        self.interactor = interactor
    }

    func didTapSignIn(email: String, password: String) {
        if !interactor.signIn(email: email, password: password) {
            view?.showInvalidCredentials()
        }
    }
}
