import UIKit

protocol OrdersViewInput: AnyObject {
    func show(_ orders: [WholesaleOrder])
}

final class OrdersViewController: UITableViewController, OrdersViewInput {

    var presenter: OrdersViewOutput!
    private var orders: [WholesaleOrder] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Wholesale orders"
        presenter.viewDidLoad()
    }

    func show(_ orders: [WholesaleOrder]) {
        self.orders = orders
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let order = orders[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = order.cafe
        cell.detailTextLabel?.text = "\(order.kilograms) kg · \(order.isPacked ? "packed" : "to roast")"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(orders[indexPath.row])
    }
}
