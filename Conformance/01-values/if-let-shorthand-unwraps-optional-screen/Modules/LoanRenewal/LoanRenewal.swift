import UIKit

final class LoanRenewalViewController: UIViewController {
    var presenter: LoanRenewalPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Renew"
        view.backgroundColor = .systemBackground
        summaryLabel.numberOfLines = 0
        summaryLabel.text = presenter.summary
        summaryLabel.frame = view.bounds.insetBy(dx: 20, dy: 160)
        view.addSubview(summaryLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Renew", primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapRenew()
        })
    }
}

final class LoanRenewalPresenter {
    private let loan: Loan

    init(loan: Loan) {
        self.loan = loan
    }

    var summary: String {
        "\(loan.title)\nRenewing adds three weeks. \(loan.renewalsLeft) renewal(s) left."
    }

    func didTapRenew() {
        print("LoanRenewal: renewal requested for \(loan.barcode)")
    }
}

enum LoanRenewalBuilder {
    static func build(loan: Loan) -> UIViewController? {
        guard loan.renewalsLeft > 0 else { return nil }
        let view = LoanRenewalViewController()
        view.presenter = LoanRenewalPresenter(loan: loan)
        return view
    }
}
