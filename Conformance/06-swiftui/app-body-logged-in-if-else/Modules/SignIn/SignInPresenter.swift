import Foundation

@MainActor
final class SignInPresenter: ObservableObject {
    @Published var email = ""
    @Published var pin = ""
    @Published private(set) var errorMessage: String?

    private let interactor: SignInInteractor

    init(interactor: SignInInteractor) {
        self.interactor = interactor
    }

    func submit() async {
        let ok = await interactor.signIn(email: email, pin: pin)
        errorMessage = ok ? nil : "That PIN doesn't look right."
    }
}
