import UIKit

protocol TransferViewInput: AnyObject {
    func setSending(_ sending: Bool)
    func showError(_ message: String)
}

final class TransferViewController: UIViewController, TransferViewInput {

    var presenter: TransferViewOutput!

    private let amountField = UITextField()
    private let ibanField = UITextField()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New transfer"
        view.backgroundColor = .systemBackground
        amountField.placeholder = "Amount"
        amountField.keyboardType = .decimalPad
        ibanField.placeholder = "IBAN"
        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [amountField, ibanField, spinner, errorLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(sendTapped))
    }

    @objc private func sendTapped() {
        let amount = Decimal(string: amountField.text ?? "") ?? 0
        presenter.didTapSend(amount: amount, iban: ibanField.text ?? "")
    }

    func setSending(_ sending: Bool) {
        sending ? spinner.startAnimating() : spinner.stopAnimating()
    }

    func showError(_ message: String) {
        errorLabel.text = message
    }
}
