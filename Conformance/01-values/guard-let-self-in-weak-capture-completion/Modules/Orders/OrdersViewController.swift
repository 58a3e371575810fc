import UIKit

protocol OrdersViewInput: AnyObject {
    func show(_ rows: [String])
}

final class OrdersViewController: UITableViewController, OrdersViewInput {
    var presenter: OrdersViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "OrderCell")
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
        let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectOrder(at: indexPath.row)
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let receipt = UIContextualAction(style: .normal, title: "Receipt") { [weak self] _, _, done in
            self?.presenter.didTapReceipt(at: indexPath.row)
            done(true)
        }
        let delivered = UIContextualAction(style: .normal, title: "Delivered") { [weak self] _, _, done in
            self?.presenter.didConfirmDelivery(at: indexPath.row)
            done(true)
        }
        delivered.backgroundColor = .systemGreen
        return UISwipeActionsConfiguration(actions: [delivered, receipt])
    }
}
