import UIKit

struct Vehicle {
    let model: String
    let dailyRate: Decimal
}

final class VehiclesViewController: UITableViewController {

    var presenter: VehiclesPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.pickUp
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.vehicles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = presenter.vehicles[indexPath.row].model
        cell.detailTextLabel?.text = "€\(presenter.vehicles[indexPath.row].dailyRate)/day"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectVehicle(at: indexPath.row)
    }
}

final class VehiclesPresenter {

    var router: VehiclesRouter!
    let pickUp: String
    let vehicles = [Vehicle(model: "Fiat 500e", dailyRate: 39), Vehicle(model: "VW ID.4", dailyRate: 72)]

    init(pickUp: String) {
        self.pickUp = pickUp
    }

    func didSelectVehicle(at index: Int) {
        router.openExtras(for: vehicles[index])
    }
}

final class VehiclesRouter {

    weak var viewController: UIViewController?

    func openExtras(for vehicle: Vehicle) {
        let extras = UINavigationController(rootViewController: RentalExtrasFactory.make(vehicle: vehicle))
        viewController?.present(extras, animated: true)
    }
}

enum VehiclesFactory {

    static func make(pickUp: String) -> UIViewController {
        let view = VehiclesViewController(style: .insetGrouped)
        let presenter = VehiclesPresenter(pickUp: pickUp)
        let router = VehiclesRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
