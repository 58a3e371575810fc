import UIKit

protocol PoliciesViewInput: AnyObject {
    func display(_ rows: [String])
}

final class PoliciesViewController: UITableViewController, PoliciesViewInput {

    var presenter: PoliciesViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My policies"
        presenter.viewDidLoad()
    }

    func display(_ rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let claim = UIContextualAction(style: .normal, title: "File a claim") { [weak self] _, _, done in
            self?.presenter.didTapFileClaim(at: indexPath.row)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [claim])
    }
}
