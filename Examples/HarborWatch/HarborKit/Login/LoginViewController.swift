import UIKit

final class LoginViewController: UIViewController, LoginViewInput {
    var output: LoginViewOutput?

    func showError(_ message: String) {}

    @objc private func submitTapped() { output?.didSubmit(name: "", password: "") }
}
