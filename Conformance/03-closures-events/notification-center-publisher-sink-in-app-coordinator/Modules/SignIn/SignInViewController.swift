import UIKit

protocol SignInViewInput: AnyObject {
    func showError(_ message: String)
}

final class SignInViewController: UIViewController, SignInViewInput {

    var presenter: SignInViewOutput!
    private let emailField = UITextField()
    private let codeField = UITextField()
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        codeField.placeholder = "6-digit code"
        codeField.keyboardType = .numberPad
        errorLabel.textColor = .systemRed

        let button = UIButton(type: .system)
        button.setTitle("Unlock bikes", for: .normal)
        button.addTarget(self, action: #selector(submitTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [emailField, codeField, button, errorLabel])
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

    func showError(_ message: String) {
        errorLabel.text = message
    }

    @objc private func submitTapped() {
        presenter.didSubmit(email: emailField.text ?? "", code: codeField.text ?? "")
    }
}
