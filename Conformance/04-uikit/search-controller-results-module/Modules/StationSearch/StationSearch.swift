import UIKit

// MARK: - View

final class StationSearchViewController: UITableViewController, UISearchResultsUpdating {

    var presenter: StationSearchPresenter!
    private var names: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Result")
    }

    func updateSearchResults(for searchController: UISearchController) {
        presenter.didChangeQuery(searchController.searchBar.text ?? "")
    }

    func display(_ names: [String]) {
        self.names = names
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Result", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectResult(at: indexPath.row)
    }
}

// MARK: - Presenter

final class StationSearchPresenter {

    weak var view: StationSearchViewController?
    private let interactor: StationSearchInteractor
    private let onPick: (Station) -> Void
    private var results: [Station] = []

    init(interactor: StationSearchInteractor, onPick: @escaping (Station) -> Void) {
        self.interactor = interactor
        self.onPick = onPick
    }

    func didChangeQuery(_ query: String) {
        results = interactor.stations(matching: query)
        view?.display(results.map { "\($0.name) (\($0.code))" })
    }

    func didSelectResult(at index: Int) {
        onPick(results[index])
    }
}

// MARK: - Interactor

final class StationSearchInteractor {

    private let timetable: TimetableService

    init(timetable: TimetableService) {
        self.timetable = timetable
    }

    func stations(matching query: String) -> [Station] {
        guard !query.isEmpty else { return [] }
        return timetable.allStations.filter {
            $0.name.localizedCaseInsensitiveContains(query) || $0.code.hasPrefix(query.uppercased())
        }
    }
}

// MARK: - Builder

enum StationSearchBuilder {

    static func build(timetable: TimetableService, onPick: @escaping (Station) -> Void) -> StationSearchViewController {
        let view = StationSearchViewController(style: .plain)
        let presenter = StationSearchPresenter(interactor: StationSearchInteractor(timetable: timetable), onPick: onPick)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
