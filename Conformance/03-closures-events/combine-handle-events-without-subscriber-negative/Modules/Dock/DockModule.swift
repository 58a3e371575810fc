import UIKit

final class DockViewController: UIViewController {

    var presenter: DockPresenter!
    private let availabilityLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        availabilityLabel.textAlignment = .center
        availabilityLabel.font = .preferredFont(forTextStyle: .title1)
        availabilityLabel.text = presenter.availability
        availabilityLabel.frame = view.bounds.insetBy(dx: 24, dy: 240)
        view.addSubview(availabilityLabel)
    }
}

final class DockPresenter {

    private let station: Station

    init(station: Station) {
        self.station = station
    }

    var title: String {
        station.name
    }

    var availability: String {
        station.bikesAvailable == 0 ? "No bikes right now" : "\(station.bikesAvailable) bikes to unlock"
    }
}

enum DockBuilder {

    static func build(station: Station) -> UIViewController {
        let view = DockViewController()
        view.presenter = DockPresenter(station: station)
        return view
    }
}
