import UIKit

final class SignInViewController: UIViewController {

    var presenter: SignInViewOutput!
    private let emailField = UITextField()
    private let passwordField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        let button = UIButton(type: .system)
        button.setTitle("Sign in again", for: .normal)
        button.addTarget(self, action: #selector(signInTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, button])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 220)
        view.addSubview(stack)
    }

    @objc private func signInTapped() {
        presenter.didTapSignIn(email: emailField.text ?? "", password: passwordField.text ?? "")
    }
}
