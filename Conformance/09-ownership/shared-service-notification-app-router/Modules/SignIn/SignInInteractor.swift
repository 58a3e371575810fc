import Foundation

protocol SignInInteractorInput: AnyObject {
    func signIn(email: String, password: String) -> Bool
}

final class SignInInteractor: SignInInteractorInput {

    private let session: SessionService

    init(session: SessionService) {
        self.session = session
    }

    func signIn(email: String, password: String) -> Bool {
        let trimmed = email.trimmingCharacters(in: .whitespaces).lowercased()
        return session.signIn(email: trimmed, password: password)
    }
}
