import Foundation

protocol SignInInteractorInput: AnyObject {
    func signIn(email: String, code: String, completion: @escaping (Bool) -> Void)
}

final class SignInInteractor: SignInInteractorInput {

    private let session: RiderSession

    init(session: RiderSession) {
        self.session = session
    }

    func signIn(email: String, code: String, completion: @escaping (Bool) -> Void) {
        session.signIn(email: email.trimmingCharacters(in: .whitespaces), code: code, completion: completion)
    }
}
