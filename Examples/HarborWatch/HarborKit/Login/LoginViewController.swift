import UIKit

/// Asks for a name and password and shows an error when signing in fails.
final class LoginViewController: UIViewController, LoginViewInput {
    var output: LoginViewOutput?

    func showError(_ message: String) {}

    @objc private func submitTapped() { output?.didSubmit(name: "", password: "") }
}
