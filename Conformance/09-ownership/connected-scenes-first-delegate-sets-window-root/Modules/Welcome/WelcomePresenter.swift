import Foundation

protocol WelcomeViewOutput: AnyObject {
    func didTapSignIn(email: String, passcode: String)
}

final class WelcomePresenter: WelcomeViewOutput {

    weak var view: WelcomeViewInput?
    private let interactor: WelcomeInteractorInput
    private let router: WelcomeRouterInput

    init(interactor: WelcomeInteractorInput, router: WelcomeRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func didTapSignIn(email: String, passcode: String) {
        if interactor.signIn(email: email, passcode: passcode) {
            router.showJournal()
        } else {
            view?.showError("That email and passcode do not match.")
        }
    }
}
