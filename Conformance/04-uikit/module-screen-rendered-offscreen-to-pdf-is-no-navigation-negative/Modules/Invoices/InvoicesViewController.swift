import UIKit

protocol InvoicesViewInput: AnyObject {
    func display(_ rows: [(number: String, client: String)])
}

final class InvoicesViewController: UITableViewController, InvoicesViewInput {

    var presenter: InvoicesViewOutput!
    private var rows: [(number: String, client: String)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Invoices"
        presenter.viewDidLoad()
    }

    func display(_ rows: [(number: String, client: String)]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row].client
        cell.detailTextLabel?.text = "No. \(rows[indexPath.row].number)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectInvoice(at: indexPath.row)
    }

    override func tableView(_ tableView: UITableView,
                            leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let share = UIContextualAction(style: .normal, title: "Share PDF") { [weak self] _, _, done in
            self?.presenter.didTapSharePDF(at: indexPath.row)
            done(true)
        }
        share.image = UIImage(systemName: "doc.richtext")
        return UISwipeActionsConfiguration(actions: [share])
    }
}
