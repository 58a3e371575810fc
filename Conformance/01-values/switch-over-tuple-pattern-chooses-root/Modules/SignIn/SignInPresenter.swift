import Foundation

protocol SignInViewOutput: AnyObject {
    func didTapSignIn(membershipNumber: String, postcode: String)
}

@MainActor
final class SignInPresenter: SignInViewOutput {

    weak var view: SignInViewInput?
    private let interactor: SignInInteractorInput
    private let router: SignInRouterInput

    init(interactor: SignInInteractorInput, router: SignInRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func didTapSignIn(membershipNumber: String, postcode: String) {
        view?.setBusy(true)
        Task {
            defer { view?.setBusy(false) }
            do {
                let member = try await interactor.signIn(membershipNumber: membershipNumber, postcode: postcode)
                router.openWelcome(for: member)
            } catch {
                view?.showError("We couldn't find that membership number.")
            }
        }
    }
}
