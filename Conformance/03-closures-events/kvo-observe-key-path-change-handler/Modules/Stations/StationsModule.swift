import UIKit

// MARK: - View

final class StationsViewController: UITableViewController {

    var presenter: StationsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stations"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "StationCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.stations.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "StationCell", for: indexPath)
        let station = presenter.stations[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = station.name
        content.secondaryText = station.callSign
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectStation(at: indexPath.row)
    }
}

// MARK: - Presenter

final class StationsPresenter {

    private let interactor: StationsInteractor
    private let router: StationsRouter

    init(interactor: StationsInteractor, router: StationsRouter) {
        self.interactor = interactor
        self.router = router
    }

    var stations: [Station] {
        interactor.favouriteStations()
    }

    func didSelectStation(at index: Int) {
        router.openPlayer(for: stations[index])
    }
}

// MARK: - Interactor

final class StationsInteractor {

    func favouriteStations() -> [Station] {
        StationDirectory.all
    }
}

// MARK: - Router

final class StationsRouter {

    weak var viewController: UIViewController?

    func openPlayer(for station: Station) {
        let player = PlayerBuilder.build(station: station)
        viewController?.navigationController?.pushViewController(player, animated: true)
    }
}

// MARK: - Builder

enum StationsBuilder {

    static func build() -> UIViewController {
        let view = StationsViewController()
        let router = StationsRouter()
        view.presenter = StationsPresenter(interactor: StationsInteractor(), router: router)
        router.viewController = view
        return view
    }
}
