import UIKit

final class PaymentViewController: UIViewController {

    var presenter: PaymentViewOutput!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Payment"
        view.backgroundColor = .systemBackground
        summaryLabel.numberOfLines = 0
        summaryLabel.frame = view.bounds.insetBy(dx: 20, dy: 160)
        summaryLabel.text = presenter.summary
        view.addSubview(summaryLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Pay", style: .done, target: self, action: #selector(payTapped))
    }

    @objc private func payTapped() {
        presenter.didTapPay()
    }
}
