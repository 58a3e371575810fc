import UIKit

/// Asks for the user's name and signs the user in, showing an error when the name is missing.
final class LoginViewController: UIViewController, LoginViewInput {
    var output: LoginViewOutput?
    private let nameField = UITextField()
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
        view.addSubview(nameField)
        view.addSubview(errorLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sign in", style: .done, target: self, action: #selector(signInTapped))
    }

    func showError(_ message: String) {
        errorLabel.text = message
    }

    @objc private func signInTapped() {
        output?.didTapSignIn(name: nameField.text ?? "")
    }
}
