import UIKit

protocol BackupQueueViewInput: AnyObject {
    func showPending(_ count: Int)
    func showProgress(_ fraction: Double)
    func showError(_ message: String)
}

final class BackupQueueViewController: UIViewController, BackupQueueViewInput {

    var presenter: BackupQueueViewOutput!
    private let statusLabel = UILabel()
    private let progressView = UIProgressView(progressViewStyle: .default)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Backup"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Back up now", primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapBackUp()
        })
        statusLabel.frame = CGRect(x: 24, y: 160, width: 320, height: 44)
        progressView.frame = CGRect(x: 24, y: 220, width: 320, height: 4)
        view.addSubview(statusLabel)
        view.addSubview(progressView)
        presenter.viewDidLoad()
    }

    func showPending(_ count: Int) {
        statusLabel.text = "\(count) photos waiting"
    }

    func showProgress(_ fraction: Double) {
        progressView.setProgress(Float(fraction), animated: true)
    }

    func showError(_ message: String) {
        statusLabel.text = message
    }
}
