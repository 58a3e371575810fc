import UIKit

final class BookingViewController: UIViewController {

    var presenter: BookingViewOutput!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Confirm booking"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapCancel()
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Pay", primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapPay()
        })
        summaryLabel.numberOfLines = 0
        summaryLabel.text = presenter.summary
        summaryLabel.frame = view.bounds.insetBy(dx: 24, dy: 200)
        view.addSubview(summaryLabel)
    }
}
