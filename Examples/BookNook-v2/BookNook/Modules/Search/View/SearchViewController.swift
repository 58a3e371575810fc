import UIKit

/// Lets the user search Open Library by title, author or ISBN and lists the matching books.
final class SearchViewController: UITableViewController {

    var presenter: SearchPresentation!

    private let searchController = UISearchController(searchResultsController: nil)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private var results: [SearchResult] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        tableView.register(SearchResultCell.self, forCellReuseIdentifier: SearchResultCell.reuseIdentifier)
        tableView.keyboardDismissMode = .onDrag
        tableView.allowsSelection = false

        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Title, author or ISBN"
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: spinner)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SearchResultCell.reuseIdentifier, for: indexPath)
        (cell as? SearchResultCell)?.configure(with: results[indexPath.row],
                                               highlighting: searchController.searchBar.text)
        return cell
    }
}

extension SearchViewController: UISearchBarDelegate {

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        presenter.didChangeQuery(searchText)
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        presenter.didSubmitQuery(searchBar.text ?? "")
        searchBar.resignFirstResponder()
    }
}

extension SearchViewController: SearchView {

    func setLoading(_ isLoading: Bool) {
        isLoading ? spinner.startAnimating() : spinner.stopAnimating()
    }

    func showResults(_ results: [SearchResult]) {
        self.results = results
        tableView.backgroundView = nil
        tableView.reloadData()
    }

    func showNoResults(for query: String) {
        results = []
        let label = UILabel()
        label.text = "No books match “\(query)”."
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        tableView.backgroundView = label
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Search", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
