import UIKit

final class ParkingSessionViewController: UIViewController {
    var presenter: ParkingSessionPresenter!
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        statusLabel.numberOfLines = 0
        statusLabel.text = presenter.status
        statusLabel.frame = view.bounds.insetBy(dx: 24, dy: 180)
        view.addSubview(statusLabel)
        let history = UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Past sessions") { [weak self] _ in
            self?.presenter.didTapHistory()
        })
        let stop = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Stop parking") { [weak self] _ in
            self?.presenter.didTapStop()
        })
        let buttons = UIStackView(arrangedSubviews: [history, stop])
        buttons.axis = .vertical
        buttons.spacing = 12
        buttons.frame = CGRect(x: 24, y: view.bounds.maxY - 200, width: view.bounds.width - 48, height: 112)
        view.addSubview(buttons)
    }
}
