import UIKit

protocol ConfirmEmailCodeModuleOutput: AnyObject {
    func confirmEmailCodeDidFinish()
}

final class ConfirmEmailCodeViewController: UIViewController {
    var presenter: ConfirmEmailCodePresenter!
    private let codeField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Enter code"
        codeField.textContentType = .oneTimeCode
        view.addSubview(codeField)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Confirm", style: .done, target: self, action: #selector(confirmTapped)
        )
    }

    @objc private func confirmTapped() {
        presenter.didEnterCode(codeField.text ?? "")
    }
}

final class ConfirmEmailCodePresenter {
    var email = ""
    weak var output: ConfirmEmailCodeModuleOutput?

    func didEnterCode(_ code: String) {
        guard code.count == 6 else { return }
        print("Email changed to \(email)")
        output?.confirmEmailCodeDidFinish()
    }
}

enum ConfirmEmailCodeBuilder {
    static func build(email: String, output: ConfirmEmailCodeModuleOutput) -> UIViewController {
        let view = ConfirmEmailCodeViewController()
        let presenter = ConfirmEmailCodePresenter()
        presenter.email = email
        presenter.output = output
        view.presenter = presenter
        return view
    }
}
