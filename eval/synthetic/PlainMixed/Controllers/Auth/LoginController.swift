import UIKit

final class LoginController: UIViewController {

    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let loginButton = UIButton(type: .system)
    private let signUpButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome back"
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.autocapitalizationType = .none
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        loginButton.setTitle("Log in", for: .normal)
        loginButton.addTarget(self, action: #selector(loginTapped), for: .touchUpInside)
        signUpButton.setTitle("Create an account", for: .normal)
        signUpButton.addTarget(self, action: #selector(signUpTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, loginButton, signUpButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }

    @objc private func loginTapped() {
        FeedService.shared.login(email: emailField.text ?? "", password: passwordField.text ?? "") { [weak self] result in
            switch result {
            case .success(let response):
                SessionManager.shared.start(with: response)
                SceneDelegate.setRoot(MainTabBarController())
            case .failure(let error):
                self?.showAlert(error.localizedDescription)
            }
        }
    }

    @objc private func signUpTapped() {
        navigationController?.pushViewController(SignUpController(), animated: true)
    }

    private func showAlert(_ message: String) {
        let alert = UIAlertController(title: "Login failed", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
