import UIKit

protocol CatalogueViewInput: AnyObject {
    func show(families: [String])
    func show(searchResults: [Seed])
}

final class CatalogueViewController: UITableViewController, CatalogueViewInput, UISearchBarDelegate {

    var presenter: CatalogueViewOutput!
    private var families: [String] = []
    private var searchResults: [Seed] = []
    private var isSearching: Bool { !searchResults.isEmpty }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Seed catalogue"
        let searchBar = UISearchBar()
        searchBar.placeholder = "Search all seeds"
        searchBar.delegate = self
        searchBar.sizeToFit()
        tableView.tableHeaderView = searchBar
        presenter.viewDidLoad()
    }

    func show(families: [String]) {
        self.families = families
        tableView.reloadData()
    }

    func show(searchResults: [Seed]) {
        self.searchResults = searchResults
        tableView.reloadData()
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        presenter.didChangeSearch(searchText)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        isSearching ? searchResults.count : families.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        if isSearching {
            cell.textLabel?.text = searchResults[indexPath.row].name
            cell.detailTextLabel?.text = searchResults[indexPath.row].family
        } else {
            cell.textLabel?.text = families[indexPath.row]
        }
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if isSearching {
            presenter.didSelectSearchResult(searchResults[indexPath.row])
        } else {
            presenter.didSelectFamily(families[indexPath.row])
        }
    }
}
