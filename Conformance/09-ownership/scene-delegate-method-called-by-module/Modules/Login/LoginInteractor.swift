import Foundation

protocol LoginInteractorInput: AnyObject {
    func logIn(username: String, password: String) -> Bool
}

final class LoginInteractor: LoginInteractorInput {

    private let credentials: CredentialsStore

    init(credentials: CredentialsStore) {
        self.credentials = credentials
    }

    func logIn(username: String, password: String) -> Bool {
        guard !username.isEmpty, password.count >= 6 else { return false }
        credentials.save(token: "\(username):\(UUID().uuidString)")
        return true
    }
}
