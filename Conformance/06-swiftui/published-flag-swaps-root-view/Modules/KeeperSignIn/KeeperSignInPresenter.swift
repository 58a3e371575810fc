import Foundation

@MainActor
final class KeeperSignInPresenter: ObservableObject {
    @Published var membershipNumber = ""
    @Published var password = ""
    @Published private(set) var errorMessage: String?
    @Published private(set) var isWorking = false

    private let interactor: KeeperSignInInteractor

    init(interactor: KeeperSignInInteractor) {
        self.interactor = interactor
    }

    func didTapSignIn() async {
        isWorking = true
        errorMessage = nil
        let signedIn = await interactor.signIn(membershipNumber: membershipNumber, password: password)
        isWorking = false
        if !signedIn {
            errorMessage = "Check your membership number and password."
        }
    }
}
