import Foundation

final class LoginInteractor: LoginInteractorInputProtocol {
    weak var output: LoginInteractorOutputProtocol?
    private let authService: AuthServiceProtocol

    init(authService: AuthServiceProtocol) {
        self.authService = authService
    }

    func login(email: String, password: String) {
        authService.login(email: email.trimmingCharacters(in: .whitespaces), password: password) { [weak self] result in
            switch result {
            case .success:
                self?.output?.loginSucceeded()
            case .failure(let error):
                self?.output?.loginFailed(error)
            }
        }
    }
}
