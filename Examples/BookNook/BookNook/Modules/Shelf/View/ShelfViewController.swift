import UIKit

/// Shows the books on the user's shelf with their reading progress and opens a book's details when one is tapped.
final class ShelfViewController: UITableViewController {

    var presenter: ShelfPresentation!

    private var items: [ShelfItem] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My Shelf"
        tableView.register(ShelfBookCell.self, forCellReuseIdentifier: ShelfBookCell.reuseIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "arrow.up.arrow.down"),
            style: .plain,
            target: self,
            action: #selector(sortTapped))
        presenter.viewDidLoad()
    }

    @objc private func sortTapped() {
        presenter.didToggleSortOrder()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ShelfBookCell.reuseIdentifier, for: indexPath)
        (cell as? ShelfBookCell)?.configure(with: items[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectItem(at: indexPath.row)
    }

    override func tableView(_ tableView: UITableView,
                            commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        presenter.didRequestRemoval(at: indexPath.row)
    }
}

extension ShelfViewController: ShelfView {

    func showItems(_ items: [ShelfItem]) {
        self.items = items
        tableView.backgroundView = nil
        tableView.reloadData()
    }

    func showEmptyState(message: String) {
        items = []
        let label = UILabel()
        label.text = message
        label.textAlignment = .center
        label.numberOfLines = 0
        label.textColor = .secondaryLabel
        tableView.backgroundView = label
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Shelf", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
