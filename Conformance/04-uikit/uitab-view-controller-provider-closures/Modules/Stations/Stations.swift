import UIKit

final class StationsViewController: UITableViewController, UISearchResultsUpdating {
    var presenter: StationsPresenter!
    private var visible: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stations"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Station")
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        navigationItem.searchController = search
        visible = presenter.stations(matching: "")
    }

    func updateSearchResults(for searchController: UISearchController) {
        visible = presenter.stations(matching: searchController.searchBar.text ?? "")
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        visible.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Station", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = visible[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class StationsPresenter {
    private let all = ["Canal Street · 7 bikes", "Market Hall · 2 bikes", "Riverside Park · 11 bikes"]

    func stations(matching query: String) -> [String] {
        query.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(query) }
    }
}

enum StationsBuilder {
    static func build() -> UIViewController {
        let view = StationsViewController(style: .plain)
        view.presenter = StationsPresenter()
        return view
    }
}
