import UIKit

// MARK: - View

protocol StationsViewInput: AnyObject {
    func display(_ favourites: [String])
    func endSearch()
}

final class StationsViewController: UITableViewController, StationsViewInput {

    var presenter: StationsViewOutput!
    private var favourites: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stations"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Favourite")
        presenter.viewDidLoad()
    }

    func display(_ favourites: [String]) {
        self.favourites = favourites
        tableView.reloadData()
    }

    func endSearch() {
        navigationItem.searchController?.isActive = false
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        favourites.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Favourite", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = favourites[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectFavourite(at: indexPath.row)
    }
}

// MARK: - Presenter

protocol StationsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectFavourite(at index: Int)
}

final class StationsPresenter: StationsViewOutput {

    weak var view: StationsViewInput?
    var interactor: StationsInteractor!
    var router: StationsRouter!

    func viewDidLoad() {
        router.attachStationSearch { [weak self] station in
            self?.addFavourite(station)
        }
        view?.display(interactor.favourites.map(\.name))
    }

    func didSelectFavourite(at index: Int) {
        router.openDepartures(for: interactor.favourites[index])
    }

    private func addFavourite(_ station: Station) {
        interactor.add(station)
        view?.endSearch()
        view?.display(interactor.favourites.map(\.name))
    }
}

// MARK: - Interactor

final class StationsInteractor {

    private(set) var favourites: [Station] = [Station(code: "OST", name: "Ostkreuz")]

    func add(_ station: Station) {
        guard !favourites.contains(station) else { return }
        favourites.append(station)
    }
}

// MARK: - Router

final class StationsRouter {

    weak var viewController: UIViewController?
    private let timetable: TimetableService

    init(timetable: TimetableService) {
        self.timetable = timetable
    }

    func attachStationSearch(onPick: @escaping (Station) -> Void) {
        guard let host = viewController else { return }
        let results = StationSearchBuilder.build(timetable: timetable, onPick: onPick)
        host.navigationItem.searchController = UISearchController(searchResultsController: results)
        host.navigationItem.searchController?.searchResultsUpdater = results
        host.navigationItem.searchController?.searchBar.placeholder = "Add a station"
        host.navigationItem.hidesSearchBarWhenScrolling = false
        host.definesPresentationContext = true
    }

    func openDepartures(for station: Station) {
        let departures = DeparturesBuilder.build(station: station, timetable: timetable)
        viewController?.navigationController?.pushViewController(departures, animated: true)
    }
}

// MARK: - Builder

enum StationsBuilder {

    static func build(timetable: TimetableService) -> UIViewController {
        let view = StationsViewController()
        let presenter = StationsPresenter()
        let router = StationsRouter(timetable: timetable)
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = StationsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
