import UIKit

final class SearchViewController: UITableViewController {

    var presenter: SearchPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search the catalogue"
        navigationItem.searchController = UISearchController(searchResultsController: nil)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ResultCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ResultCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.results[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class SearchPresenter {

    private(set) var results: [String] = []
}

enum SearchBuilder {

    static func build() -> UIViewController {
        let view = SearchViewController()
        view.presenter = SearchPresenter()
        return view
    }
}
