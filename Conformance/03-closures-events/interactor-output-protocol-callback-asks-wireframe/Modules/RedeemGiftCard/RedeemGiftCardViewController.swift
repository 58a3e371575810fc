import UIKit

protocol RedeemGiftCardViewInput: AnyObject {
    func showError(_ message: String)
}

final class RedeemGiftCardViewController: UIViewController, RedeemGiftCardViewInput {

    var presenter: RedeemGiftCardViewOutput!
    private let codeField = UITextField()
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Redeem gift card"
        codeField.placeholder = "Card code"
        codeField.borderStyle = .roundedRect
        codeField.autocapitalizationType = .allCharacters
        codeField.frame = CGRect(x: 20, y: 140, width: view.bounds.width - 40, height: 44)
        errorLabel.textColor = .systemRed
        errorLabel.frame = CGRect(x: 20, y: 190, width: view.bounds.width - 40, height: 24)
        view.addSubview(codeField)
        view.addSubview(errorLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Redeem", style: .done, target: self, action: #selector(redeemTapped)
        )
    }

    @objc private func redeemTapped() {
        errorLabel.text = nil
        presenter.didTapRedeem(code: codeField.text ?? "")
    }

    func showError(_ message: String) {
        errorLabel.text = message
    }
}
