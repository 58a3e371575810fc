import UIKit

protocol SignInViewInput: AnyObject {
    func setLoading(_ loading: Bool)
    func showError(_ message: String)
}

final class SignInViewController: UIViewController, SignInViewInput {
    var output: SignInViewOutput!

    private let ibanField = UITextField()
    private let pinField = UITextField()
    private let signInButton = UIButton(configuration: .filled())
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        ibanField.placeholder = "Customer number"
        pinField.placeholder = "PIN"
        pinField.isSecureTextEntry = true
        signInButton.setTitle("Sign in", for: .normal)
        signInButton.addTarget(self, action: #selector(signInTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [ibanField, pinField, signInButton, errorLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 32, dy: 200)
        view.addSubview(stack)
    }

    @objc private func signInTapped() {
        output.didTapSignIn(customerNumber: ibanField.text ?? "", pin: pinField.text ?? "")
    }

    func setLoading(_ loading: Bool) {
        signInButton.configuration?.showsActivityIndicator = loading
    }

    func showError(_ message: String) {
        errorLabel.text = message
    }
}
