import UIKit

final class ServiceAlertsViewController: UIViewController {
    private var presenter: ServiceAlertsPresenter!

    convenience init(station: Station) {
        self.init(nibName: nil, bundle: nil)
        presenter = ServiceAlertsPresenter(station: station)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Service alerts"
        view.backgroundColor = .systemBackground
        let message = UILabel(frame: view.bounds.insetBy(dx: 20, dy: 140))
        message.numberOfLines = 0
        message.text = presenter.message
        view.addSubview(message)
    }
}

final class ServiceAlertsPresenter {
    private let station: Station

    init(station: Station) {
        self.station = station
    }

    var message: String {
        "\(station.name): track works on \(station.lines.first ?? "all lines") this weekend, replacement buses from the east exit."
    }
}
