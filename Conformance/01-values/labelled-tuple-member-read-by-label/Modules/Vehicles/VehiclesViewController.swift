import UIKit

protocol VehiclesViewInput: AnyObject {
    func show(vehicles: [Vehicle])
}

final class VehiclesViewController: UITableViewController, VehiclesViewInput {
    var output: VehiclesViewOutput?
    private var vehicles: [Vehicle] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pick a car"
        output?.viewDidLoad()
    }

    func show(vehicles: [Vehicle]) {
        self.vehicles = vehicles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        vehicles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = vehicles[indexPath.row].model
        cell.detailTextLabel?.text = vehicles[indexPath.row].dailyRate
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output?.didSelect(vehicle: vehicles[indexPath.row])
    }
}
