import UIKit

protocol ShipmentsViewInput: AnyObject {
    func show(_ shipments: [Shipment])
}

final class ShipmentsViewController: UITableViewController, ShipmentsViewInput {
    var presenter: ShipmentsViewOutput!
    private var shipments: [Shipment] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shipments"
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
        presenter.viewDidLoad()
    }

    func show(_ shipments: [Shipment]) {
        self.shipments = shipments
        refreshControl?.endRefreshing()
        tableView.reloadData()
    }

    @objc private func refresh() {
        presenter.viewDidLoad()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shipments.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let shipment = shipments[indexPath.row]
        cell.textLabel?.text = shipment.recipient
        cell.detailTextLabel?.text = "\(shipment.trackingNumber) · \(shipment.status)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelect(shipments[indexPath.row])
    }
}
