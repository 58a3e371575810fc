import UIKit

protocol SignInViewInput: AnyObject {
    func setBusy(_ busy: Bool)
    func showError(_ message: String)
}

final class SignInViewController: UIViewController, SignInViewInput {

    var presenter: SignInViewOutput!

    private let numberField = UITextField()
    private let postcodeField = UITextField()
    private let errorLabel = UILabel()
    private let signInButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Allotment society"
        view.backgroundColor = .systemBackground
        numberField.placeholder = "Membership number"
        numberField.keyboardType = .numberPad
        postcodeField.placeholder = "Postcode"
        postcodeField.autocapitalizationType = .allCharacters
        errorLabel.textColor = .systemRed
        signInButton.setTitle("Sign in", for: .normal)
        signInButton.addAction(UIAction { [weak self] _ in self?.submit() }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [numberField, postcodeField, signInButton, errorLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 200)
        view.addSubview(stack)
    }

    private func submit() {
        presenter.didTapSignIn(membershipNumber: numberField.text ?? "", postcode: postcodeField.text ?? "")
    }

    func setBusy(_ busy: Bool) {
        signInButton.isEnabled = !busy
        signInButton.configuration?.showsActivityIndicator = busy
    }

    func showError(_ message: String) {
        errorLabel.text = message
    }
}
