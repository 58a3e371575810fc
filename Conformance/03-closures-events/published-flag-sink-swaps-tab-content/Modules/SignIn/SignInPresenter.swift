import Foundation

@MainActor
final class SignInPresenter: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var errorMessage: String?
    @Published private(set) var isWorking = false

    private let interactor: SignInInteractor

    init(interactor: SignInInteractor) {
        self.interactor = interactor
    }

    func didTapLogIn() async {
        isWorking = true
        errorMessage = nil
        let loggedIn = await interactor.logIn(email: email, password: password)
        isWorking = false
        if !loggedIn {
            errorMessage = "That email and password don't match a member."
        }
    }
}
