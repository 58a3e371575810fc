import UIKit

final class SpeciesSearchViewController: UITableViewController, UISearchResultsUpdating {

    var presenter: SpeciesSearchPresenter!
    private var results: [Bird] = []
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Find a bird"
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        show(presenter.results(for: ""))
    }

    func updateSearchResults(for searchController: UISearchController) {
        show(presenter.results(for: searchController.searchBar.text ?? ""))
    }

    private func show(_ results: [Bird]) {
        self.results = results
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = results[indexPath.row].commonName
        cell.detailTextLabel?.text = results[indexPath.row].scientificName
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(results[indexPath.row])
    }
}

final class SpeciesSearchPresenter {

    var router: SpeciesSearchRouter!

    func results(for query: String) -> [Bird] {
        let checklist = FieldNotebook.shared.checklist
        guard !query.isEmpty else { return checklist }
        return checklist.filter {
            $0.commonName.localizedCaseInsensitiveContains(query)
                || $0.scientificName.localizedCaseInsensitiveContains(query)
        }
    }

    func didSelect(_ bird: Bird) {
        router.openSpecies(bird)
    }
}

final class SpeciesSearchRouter {

    weak var viewController: UIViewController?

    func openSpecies(_ bird: Bird) {
        let species = SpeciesBuilder.build(bird: bird)
        viewController?.navigationController?.pushViewController(species, animated: true)
    }
}

enum SpeciesSearchBuilder {

    static func build() -> UIViewController {
        let view = SpeciesSearchViewController()
        let presenter = SpeciesSearchPresenter()
        let router = SpeciesSearchRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
