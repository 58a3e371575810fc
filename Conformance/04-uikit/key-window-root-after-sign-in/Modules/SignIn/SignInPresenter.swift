import Foundation

protocol SignInViewOutput: AnyObject {
    func didTapSignIn(customerNumber: String, pin: String)
}

final class SignInPresenter: SignInViewOutput, SignInInteractorOutput {
    weak var view: SignInViewInput?
    var interactor: SignInInteractorInput!
    var router: SignInRouterInput!

    func didTapSignIn(customerNumber: String, pin: String) {
        view?.setLoading(true)
        interactor.signIn(customerNumber: customerNumber, pin: pin)
    }

    func signInSucceeded(session: BankSession) {
        view?.setLoading(false)
        router.openAccounts(session: session)
    }

    func signInFailed(_ error: Error) {
        view?.setLoading(false)
        view?.showError("We couldn't sign you in. Check your details and try again.")
    }
}
