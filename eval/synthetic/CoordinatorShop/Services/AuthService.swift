import Foundation

protocol AuthServiceProtocol {
    func login(email: String, password: String, completion: @escaping (Result<Void, Error>) -> Void)
}

enum AuthError: LocalizedError {
    case invalidCredentials
    var errorDescription: String? { "Email or password is incorrect." }
}

final class AuthService: AuthServiceProtocol {
    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }

    func login(email: String, password: String, completion: @escaping (Result<Void, Error>) -> Void) {
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.4) { [session] in
            let ok = email.contains("@") && password.count >= 6
            if ok { session.token = UUID().uuidString }
            DispatchQueue.main.async {
                completion(ok ? .success(()) : .failure(AuthError.invalidCredentials))
            }
        }
    }
}
