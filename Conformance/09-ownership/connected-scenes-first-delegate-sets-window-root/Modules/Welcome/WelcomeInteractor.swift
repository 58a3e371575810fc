import Foundation

protocol WelcomeInteractorInput: AnyObject {
    func signIn(email: String, passcode: String) -> Bool
}

final class WelcomeInteractor: WelcomeInteractorInput {

    func signIn(email: String, passcode: String) -> Bool {
        SessionStore.shared.signIn(email: email, passcode: passcode)
    }
}
