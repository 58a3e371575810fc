import UIKit

protocol PaymentViewInput: AnyObject {
    func show(total: String)
    func setPaying(_ paying: Bool)
    func showError(_ message: String)
}

final class PaymentViewController: UIViewController, PaymentViewInput {

    var presenter: PaymentViewOutput!
    private let totalLabel = UILabel()
    private let errorLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private lazy var payButton = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Pay with card") { [weak self] _ in
        self?.presenter.didTapPay()
    })
    private lazy var cancelButton = UIButton(configuration: .plain(), primaryAction: UIAction(title: "Change options") { [weak self] _ in
        self?.presenter.didTapCancel()
    })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        totalLabel.font = .preferredFont(forTextStyle: .largeTitle)
        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [totalLabel, spinner, errorLabel, payButton, cancelButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 14
        stack.frame = view.bounds.insetBy(dx: 24, dy: 32)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)

        presenter.viewDidLoad()
    }

    func show(total: String) {
        totalLabel.text = total
    }

    func setPaying(_ paying: Bool) {
        paying ? spinner.startAnimating() : spinner.stopAnimating()
        payButton.isEnabled = !paying
        cancelButton.isEnabled = !paying
    }

    func showError(_ message: String) {
        errorLabel.text = message
    }
}
