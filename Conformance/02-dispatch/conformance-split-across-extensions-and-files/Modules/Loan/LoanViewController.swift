import UIKit

final class LoanViewController: UIViewController, LoanViewInput {
    var output: LoanViewOutput?
    private let remainingLabel = UILabel()
    private let nextPaymentLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Car loan"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Schedule", style: .plain, target: self, action: #selector(scheduleTapped)),
            UIBarButtonItem(title: "Pay off", style: .plain, target: self, action: #selector(payOffTapped))
        ]
        output?.viewDidLoad()
    }

    func show(remaining: String, nextPayment: String) {
        remainingLabel.text = remaining
        nextPaymentLabel.text = nextPayment
    }

    @objc private func scheduleTapped() {
        output?.didTapSchedule()
    }

    @objc private func payOffTapped() {
        output?.didTapPayOff()
    }
}
