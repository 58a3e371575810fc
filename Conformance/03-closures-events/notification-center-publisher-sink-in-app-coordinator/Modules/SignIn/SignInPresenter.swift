import Foundation

protocol SignInViewOutput: AnyObject {
    func didSubmit(email: String, code: String)
}

final class SignInPresenter: SignInViewOutput {

    weak var view: SignInViewInput?
    private let interactor: SignInInteractorInput
    private let onSignedIn: () -> Void

    init(interactor: SignInInteractorInput, onSignedIn: @escaping () -> Void) {
        self.interactor = interactor
        self.onSignedIn = onSignedIn
    }

    func didSubmit(email: String, code: String) {
        interactor.signIn(email: email, code: code) { [weak self] accepted in
            guard let self else { return }
            if accepted {
                self.onSignedIn()
            } else {
                self.view?.showError("That code did not work. Check your email and try again.")
            }
        }
    }
}
