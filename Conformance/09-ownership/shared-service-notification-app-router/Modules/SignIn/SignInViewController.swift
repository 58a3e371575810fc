import UIKit

protocol SignInViewInput: AnyObject {
    func showInvalidCredentials()
}

final class SignInViewController: UIViewController, SignInViewInput {

    var presenter: SignInViewOutput!
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        errorLabel.textColor = .systemRed
        let button = UIButton(type: .system)
        button.setTitle("Sign in", for: .normal)
        button.addTarget(self, action: #selector(signInTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, errorLabel, button])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 220)
        view.addSubview(stack)
    }

    func showInvalidCredentials() {
        errorLabel.text = "Check your email and password"
    }

    @objc private func signInTapped() {
        presenter.didTapSignIn(email: emailField.text ?? "", password: passwordField.text ?? "")
    }
}
