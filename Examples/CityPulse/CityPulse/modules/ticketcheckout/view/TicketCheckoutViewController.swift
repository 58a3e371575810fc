import UIKit

/// Lets the user pick a ticket tier and quantity for an event, shows the total and pays for the order.
class TicketCheckoutViewController: UIViewController {

    var presenter: TicketCheckoutViewToPresenterProtocol?

    private let eventLabel = UILabel()
    private let tierControl = UISegmentedControl()
    private let quantityStepper = UIStepper()
    private let totalLabel = UILabel()
    private let payButton = UIButton(type: .system)
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checkout"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel,
                                                           target: self,
                                                           action: #selector(cancelTapped))
        setUpControls()
        presenter?.viewDidLoad()
    }

    private func setUpControls() {
        eventLabel.font = .preferredFont(forTextStyle: .headline)
        eventLabel.numberOfLines = 2
        quantityStepper.minimumValue = 1
        quantityStepper.maximumValue = 8
        quantityStepper.addTarget(self, action: #selector(quantityChanged), for: .valueChanged)
        tierControl.addTarget(self, action: #selector(tierChanged), for: .valueChanged)
        payButton.setTitle("Pay now", for: .normal)
        payButton.addTarget(self, action: #selector(payTapped), for: .touchUpInside)
        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [eventLabel, tierControl, quantityStepper, totalLabel, payButton, errorLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 100)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
    }

    @objc private func cancelTapped() { presenter?.didTapCancel() }
    @objc private func payTapped() { presenter?.didTapPay() }
    @objc private func quantityChanged() { presenter?.didChangeQuantity(Int(quantityStepper.value)) }
    @objc private func tierChanged() { presenter?.didSelectTier(at: tierControl.selectedSegmentIndex) }
}

extension TicketCheckoutViewController: TicketCheckoutPresenterToViewProtocol {

    func showSummary(eventTitle: String, tierNames: [String], totalText: String) {
        eventLabel.text = eventTitle
        tierControl.removeAllSegments()
        for (index, name) in tierNames.enumerated() {
            tierControl.insertSegment(withTitle: name, at: index, animated: false)
        }
        tierControl.selectedSegmentIndex = 0
        totalLabel.text = totalText
    }

    func updateTotal(_ totalText: String) {
        totalLabel.text = totalText
    }

    func setPaying(_ isPaying: Bool) {
        payButton.isEnabled = !isPaying
        errorLabel.text = nil
        navigationItem.leftBarButtonItem?.isEnabled = !isPaying
    }

    func showPaymentError(message: String) {
        errorLabel.text = message
    }
}
