import Foundation

final class LoginInteractor: LoginInteractorInput {
    private let session: SessionStore
    weak var output: LoginInteractorOutput?

    init(session: SessionStore) {
        self.session = session
    }

    func signIn(name: String) {
        guard !name.isEmpty else {
            output?.didFail("Enter a name")
            return
        }
        session.userName = name
        output?.didSignIn()
    }
}
