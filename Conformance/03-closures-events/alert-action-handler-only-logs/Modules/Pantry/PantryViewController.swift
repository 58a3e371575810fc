import UIKit

protocol PantryViewInput: AnyObject {
    func show(_ rows: [String])
    func confirmDelete(name: String, at index: Int)
}

final class PantryViewController: UITableViewController, PantryViewInput {

    var presenter: PantryViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pantry"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "EntryCell")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(_ rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    func confirmDelete(name: String, at index: Int) {
        let alert = UIAlertController(
            title: "Remove \(name)?",
            message: "It will disappear from your shopping suggestions too.",
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: "Remove", style: .destructive) { [weak self] _ in
            self?.presenter.didConfirmDelete(at: index)
        })
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel) { [weak self] _ in
            self?.presenter.didCancelDelete(at: index)
        })
        present(alert, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EntryCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectEntry(at: indexPath.row)
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let remove = UIContextualAction(style: .destructive, title: "Remove") { [weak self] _, _, done in
            self?.presenter.didSwipeToDelete(at: indexPath.row)
            done(false)
        }
        return UISwipeActionsConfiguration(actions: [remove])
    }
}
