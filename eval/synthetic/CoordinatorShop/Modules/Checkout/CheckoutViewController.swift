import UIKit

final class CheckoutViewController: UIViewController {

    var presenter: CheckoutPresenterProtocol!

    private let summaryLabel = UILabel()
    private let totalLabel = UILabel()
    private let cardField = UITextField()
    private let placeOrderButton = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .large)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checkout"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel,
                                                           target: self,
                                                           action: #selector(cancelTapped))
        summaryLabel.numberOfLines = 0
        totalLabel.font = .preferredFont(forTextStyle: .headline)
        cardField.placeholder = "Card number"
        cardField.keyboardType = .numberPad
        cardField.borderStyle = .roundedRect
        placeOrderButton.setTitle("Place order", for: .normal)
        placeOrderButton.addTarget(self, action: #selector(placeOrderTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [summaryLabel, totalLabel, cardField, placeOrderButton, spinner])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
        presenter.viewDidLoad()
    }

    @objc private func cancelTapped() { presenter.didTapCancel() }

    @objc private func placeOrderTapped() {
        presenter.didTapPlaceOrder(cardNumber: cardField.text ?? "")
    }
}

extension CheckoutViewController: CheckoutViewProtocol {
    func display(summary: String, total: String) {
        summaryLabel.text = summary
        totalLabel.text = total
    }

    func setPlacingOrder(_ placing: Bool) {
        placeOrderButton.isEnabled = !placing
        placing ? spinner.startAnimating() : spinner.stopAnimating()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Payment failed", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }
}
