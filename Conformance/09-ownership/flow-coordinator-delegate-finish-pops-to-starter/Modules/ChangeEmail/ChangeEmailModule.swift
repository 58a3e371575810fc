import UIKit

protocol ChangeEmailModuleOutput: AnyObject {
    func changeEmailDidSendCode(to email: String)
}

final class ChangeEmailViewController: UIViewController {
    var presenter: ChangeEmailPresenter!
    private let emailField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New email"
        emailField.keyboardType = .emailAddress
        view.addSubview(emailField)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Send code", style: .done, target: self, action: #selector(sendTapped)
        )
    }

    @objc private func sendTapped() {
        presenter.didTapSendCode(email: emailField.text ?? "")
    }
}

final class ChangeEmailPresenter {
    weak var output: ChangeEmailModuleOutput?

    func didTapSendCode(email: String) {
        output?.changeEmailDidSendCode(to: email)
    }
}

enum ChangeEmailBuilder {
    static func build(output: ChangeEmailModuleOutput) -> UIViewController {
        let view = ChangeEmailViewController()
        let presenter = ChangeEmailPresenter()
        view.presenter = presenter
        presenter.output = output
        return view
    }
}
