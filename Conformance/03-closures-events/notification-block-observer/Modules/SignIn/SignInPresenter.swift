import Foundation

protocol SignInViewOutput: AnyObject {
    func didTapSignIn(email: String, password: String)
}

final class SignInPresenter: SignInViewOutput, SignInInteractorOutput {

    private let interactor: SignInInteractorInput
    private let router: SignInRouterInput

    init(interactor: SignInInteractorInput, router: SignInRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func didTapSignIn(email: String, password: String) {
        interactor.signIn(email: email, password: password)
    }

    func signInSucceeded() {
        router.showPolicies()
    }
}
