import UIKit

struct BikeStation {
    let id: Int
    let name: String
    let bikes: Int
    let eBikes: Int
}

// MARK: - View

protocol StationsViewInput: AnyObject {
    func show(_ stations: [BikeStation])
}

final class StationsViewController: UITableViewController, StationsViewInput {
    var presenter: StationsPresenter!
    private var stations: [BikeStation] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stations nearby"
        presenter.viewDidLoad()
    }

    func show(_ stations: [BikeStation]) {
        self.stations = stations
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        stations.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = stations[indexPath.row].name
        cell.detailTextLabel?.text = "\(stations[indexPath.row].bikes) bikes · \(stations[indexPath.row].eBikes) e-bikes"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(stations[indexPath.row])
    }
}

// MARK: - Presenter

final class StationsPresenter {
    weak var view: StationsViewInput?
    var interactor: StationsInteractor!
    var router: StationsRouter!

    func viewDidLoad() {
        interactor.nearbyStations { [weak self] stations in
            self?.view?.show(stations)
        }
    }

    func didSelect(_ station: BikeStation) {
        router.openStation(station)
    }
}

// MARK: - Interactor

final class StationsInteractor {
    func nearbyStations(completion: @escaping ([BikeStation]) -> Void) {
        completion([
            BikeStation(id: 31, name: "Canal Bridge", bikes: 7, eBikes: 2),
            BikeStation(id: 44, name: "Central Library", bikes: 0, eBikes: 5)
        ])
    }
}

// MARK: - Router

final class StationsRouter {
    weak var viewController: UIViewController?

    func openStation(_ station: BikeStation) {
        let detail = StationDetailBuilder.build(station: station)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

// MARK: - Builder

enum StationsBuilder {
    static func build() -> UIViewController {
        let view = StationsViewController()
        let presenter = StationsPresenter()
        let router = StationsRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = StationsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
