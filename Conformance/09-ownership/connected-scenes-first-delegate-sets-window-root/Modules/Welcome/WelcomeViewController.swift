import UIKit

protocol WelcomeViewInput: AnyObject {
    func showError(_ message: String)
}

final class WelcomeViewController: UIViewController, WelcomeViewInput {

    var presenter: WelcomeViewOutput!

    private let emailField = UITextField()
    private let passcodeField = UITextField()
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        passcodeField.placeholder = "Passcode"
        passcodeField.isSecureTextEntry = true
        errorLabel.textColor = .systemRed
        let signIn = UIButton(type: .system)
        signIn.setTitle("Open my journal", for: .normal)
        signIn.addTarget(self, action: #selector(signInTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [emailField, passcodeField, signIn, errorLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }

    @objc private func signInTapped() {
        presenter.didTapSignIn(email: emailField.text ?? "", passcode: passcodeField.text ?? "")
    }

    func showError(_ message: String) {
        errorLabel.text = message
    }
}
