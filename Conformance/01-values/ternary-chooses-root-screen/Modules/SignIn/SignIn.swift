import UIKit

protocol SignInViewInput: AnyObject {
    func showError(_ message: String)
}

final class SignInViewController: UIViewController, SignInViewInput {
    var presenter: SignInPresenter!
    private let ibanField = UITextField()
    private let pinField = UITextField()
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        ibanField.placeholder = "Customer number"
        pinField.placeholder = "PIN"
        pinField.isSecureTextEntry = true
        errorLabel.textColor = .systemRed
        let stack = UIStackView(arrangedSubviews: [ibanField, pinField, errorLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 32, dy: 200)
        view.addSubview(stack)
    }

    func showError(_ message: String) {
        errorLabel.text = message
    }
}

final class SignInPresenter {
    weak var view: SignInViewInput?

    func didSubmit(customerNumber: String, pin: String) {
        if pin.count != 5 {
            view?.showError("The PIN has five digits.")
        }
    }
}

enum SignInBuilder {
    static func build() -> UIViewController {
        let view = SignInViewController()
        let presenter = SignInPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
