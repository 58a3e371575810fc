import UIKit

protocol CheckoutViewInput: AnyObject {
    func showSummary(_ text: String)
    func showError(_ message: String)
    func setBusy(_ busy: Bool)
}

final class CheckoutViewController: UIViewController, CheckoutViewInput {

    var presenter: CheckoutViewOutput!
    private let summaryLabel = UILabel()
    private let addressField = UITextField()
    private let errorLabel = UILabel()
    private let payButton = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checkout"
        view.backgroundColor = .systemBackground
        addressField.placeholder = "Delivery address"
        addressField.borderStyle = .roundedRect
        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0
        payButton.setTitle("Pay now", for: .normal)
        payButton.addTarget(self, action: #selector(payTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [summaryLabel, addressField, errorLabel, payButton, spinner])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24)
        ])
        presenter.viewDidLoad()
    }

    @objc private func payTapped() {
        presenter.didTapPay(address: addressField.text ?? "")
    }

    func showSummary(_ text: String) {
        summaryLabel.text = text
    }

    func showError(_ message: String) {
        errorLabel.text = message
    }

    func setBusy(_ busy: Bool) {
        payButton.isEnabled = !busy
        busy ? spinner.startAnimating() : spinner.stopAnimating()
    }
}
