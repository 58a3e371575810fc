import UIKit

protocol CitySearchViewInput: AnyObject {
    func show(_ results: [City])
}

final class CitySearchViewController: UITableViewController, CitySearchViewInput, UISearchBarDelegate {

    var presenter: CitySearchViewOutput!
    private var results: [City] = []
    private let searchBar = UISearchBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Add city"
        searchBar.delegate = self
        searchBar.sizeToFit()
        tableView.tableHeaderView = searchBar
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ResultCell")
    }

    func show(_ results: [City]) {
        self.results = results
        tableView.reloadData()
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        presenter.didChangeQuery(searchText)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ResultCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = results[indexPath.row].name
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectResult(at: indexPath.row)
    }
}
