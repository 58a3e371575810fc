import UIKit

struct ParkingZone {
    let code: String
    let street: String
    let hourlyRate: Decimal
}

// MARK: - View

protocol ZonesViewInput: AnyObject {
    func show(_ zones: [ParkingZone])
}

final class ZonesViewController: UITableViewController, ZonesViewInput {
    var presenter: ZonesPresenter!
    private var zones: [ParkingZone] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Nearby zones"
        presenter.viewDidLoad()
    }

    func show(_ zones: [ParkingZone]) {
        self.zones = zones
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        zones.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Zone \(zones[indexPath.row].code)"
        cell.detailTextLabel?.text = zones[indexPath.row].street
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(zones[indexPath.row])
    }
}

// MARK: - Presenter

final class ZonesPresenter {
    weak var view: ZonesViewInput?
    var interactor: ZonesInteractor!
    var router: ZonesRouter!

    func viewDidLoad() {
        view?.show(interactor.nearbyZones())
    }

    func didSelect(_ zone: ParkingZone) {
        router.startSession(in: zone)
    }
}

// MARK: - Interactor

final class ZonesInteractor {
    func nearbyZones() -> [ParkingZone] {
        [
            ParkingZone(code: "4102", street: "Harbour Road", hourlyRate: 2.5),
            ParkingZone(code: "4117", street: "Market Square", hourlyRate: 3.0)
        ]
    }
}

// MARK: - Router

final class ZonesRouter {
    weak var viewController: UIViewController?

    func startSession(in zone: ParkingZone) {
        let session = ParkingSessionBuilder.build(zone: zone)
        viewController?.navigationController?.pushViewController(session, animated: true)
    }
}

// MARK: - Builder

enum ZonesBuilder {
    static func build() -> UIViewController {
        let view = ZonesViewController()
        let presenter = ZonesPresenter()
        let router = ZonesRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = ZonesInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
