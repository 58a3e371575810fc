import UIKit

protocol ShowtimesViewInput: AnyObject {
    func show(_ rows: [String])
}

final class ShowtimesViewController: UITableViewController, ShowtimesViewInput {

    var presenter: ShowtimesViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tonight"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Showing")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "My tickets",
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapMyTickets() }
        )
        presenter.viewDidLoad()
    }

    func show(_ rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Showing", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectShowing(at: indexPath.row)
    }
}
