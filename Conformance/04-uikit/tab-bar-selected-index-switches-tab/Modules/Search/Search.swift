import UIKit

// MARK: - View

protocol SearchViewInput: AnyObject {
    func show(results: [String])
}

final class SearchViewController: UITableViewController, SearchViewInput, UISearchResultsUpdating {

    var presenter: SearchPresenter!
    private var results: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        let searchController = UISearchController(searchResultsController: nil)
        searchController.searchResultsUpdater = self
        navigationItem.searchController = searchController
    }

    func updateSearchResults(for searchController: UISearchController) {
        presenter.didChange(query: searchController.searchBar.text ?? "")
    }

    func show(results: [String]) {
        self.results = results
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = results[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class SearchPresenter {

    weak var view: SearchViewInput?
    var interactor: SearchInteractor!

    func didChange(query: String) {
        view?.show(results: interactor.albums(matching: query))
    }
}

// MARK: - Interactor

final class SearchInteractor {

    private let catalogue = ["Tidal Blue", "Low Orchard", "Copper Moths", "The Long Field"]

    func albums(matching query: String) -> [String] {
        guard !query.isEmpty else { return [] }
        return catalogue.filter { $0.localizedCaseInsensitiveContains(query) }
    }
}

// MARK: - Builder

enum SearchBuilder {

    static func build() -> UIViewController {
        let view = SearchViewController(style: .plain)
        let presenter = SearchPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = SearchInteractor()
        return view
    }
}
