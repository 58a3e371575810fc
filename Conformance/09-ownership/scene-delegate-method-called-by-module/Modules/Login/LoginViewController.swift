import UIKit

protocol LoginViewInput: AnyObject {
    func showError(_ message: String)
}

final class LoginViewController: UIViewController, LoginViewInput {

    var presenter: LoginViewOutput!
    private let usernameField = UITextField()
    private let passwordField = UITextField()
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        usernameField.placeholder = "Username"
        usernameField.backgroundColor = .white
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.backgroundColor = .white
        errorLabel.textColor = .systemRed
        let button = UIButton(type: .system)
        button.setTitle("Log in", for: .normal)
        button.addTarget(self, action: #selector(loginTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [usernameField, passwordField, errorLabel, button])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 28, dy: 240)
        view.addSubview(stack)
    }

    func showError(_ message: String) {
        errorLabel.text = message
    }

    @objc private func loginTapped() {
        presenter.didTapLogin(username: usernameField.text ?? "", password: passwordField.text ?? "")
    }
}
