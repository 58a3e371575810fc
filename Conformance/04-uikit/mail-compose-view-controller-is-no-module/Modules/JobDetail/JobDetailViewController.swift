import UIKit

protocol JobDetailViewInput: AnyObject {
    func show(summary: String, canNotify: Bool)
}

final class JobDetailViewController: UIViewController, JobDetailViewInput {

    var presenter: JobDetailViewOutput!
    private let summaryLabel = UILabel()
    private let notifyButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        summaryLabel.numberOfLines = 0
        summaryLabel.frame = CGRect(x: 20, y: 120, width: 340, height: 160)
        notifyButton.setTitle("Email customer", for: .normal)
        notifyButton.frame = CGRect(x: 20, y: 300, width: 200, height: 44)
        notifyButton.addTarget(self, action: #selector(notifyTapped), for: .touchUpInside)
        view.addSubview(summaryLabel)
        view.addSubview(notifyButton)
        presenter.viewDidLoad()
    }

    func show(summary: String, canNotify: Bool) {
        summaryLabel.text = summary
        notifyButton.isEnabled = canNotify
    }

    @objc private func notifyTapped() {
        presenter.didTapEmailCustomer()
    }
}
