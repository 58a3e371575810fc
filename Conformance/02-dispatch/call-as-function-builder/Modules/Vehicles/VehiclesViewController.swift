import UIKit

protocol VehiclesViewInput: AnyObject {
    func show(_ vehicles: [Vehicle])
}

final class VehiclesViewController: UITableViewController, VehiclesViewInput {

    var presenter: VehiclesViewOutput!
    private var vehicles: [Vehicle] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My vehicles"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Vehicle")
        presenter.viewDidLoad()
    }

    func show(_ vehicles: [Vehicle]) {
        self.vehicles = vehicles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        vehicles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Vehicle", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = vehicles[indexPath.row].model
        content.secondaryText = "\(vehicles[indexPath.row].plate) · \(vehicles[indexPath.row].mileageKm) km"
        cell.contentConfiguration = content
        cell.accessoryType = .detailDisclosureButton
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectVehicle(at: indexPath.row)
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        presenter.didTapBook(at: indexPath.row)
    }
}
