import UIKit

final class LoginViewController: UIViewController {

    var presenter: LoginPresenterProtocol!

    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let loginButton = UIButton(type: .system)
    private let forgotButton = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
        view.backgroundColor = .systemBackground
        configureFields()
        layout()
    }

    private func configureFields() {
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.borderStyle = .roundedRect
        loginButton.setTitle("Sign in", for: .normal)
        loginButton.addTarget(self, action: #selector(loginTapped), for: .touchUpInside)
        forgotButton.setTitle("Forgot password?", for: .normal)
        forgotButton.addTarget(self, action: #selector(forgotTapped), for: .touchUpInside)
    }

    private func layout() {
        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, loginButton, forgotButton, spinner])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }

    @objc private func loginTapped() {
        presenter.didTapLogin(email: emailField.text ?? "", password: passwordField.text ?? "")
    }

    @objc private func forgotTapped() {
        presenter.didTapForgotPassword(email: emailField.text)
    }
}

extension LoginViewController: LoginViewProtocol {
    func setLoading(_ isLoading: Bool) {
        loginButton.isEnabled = !isLoading
        isLoading ? spinner.startAnimating() : spinner.stopAnimating()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }
}
