import UIKit

protocol ShipmentsRouterInput: HelpCenterRouting {
    func openTracking(for shipmentID: String)
}

final class ShipmentsViewController: UITableViewController {

    var presenter: ShipmentsPresenter!
    private let shipmentIDs = ["PLT-88412", "PLT-88430", "CNT-10277"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shipments"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Shipment")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "questionmark.circle"),
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapHelp() }
        )
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shipmentIDs.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Shipment", for: indexPath)
        cell.textLabel?.text = shipmentIDs[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectShipment(shipmentIDs[indexPath.row])
    }
}

final class ShipmentsPresenter {

    var router: ShipmentsRouterInput!

    func didSelectShipment(_ id: String) {
        router.openTracking(for: id)
    }

    func didTapHelp() {
        router.openHelpCenter(topic: "Booking a pickup")
    }
}

final class ShipmentsRouter: BaseRouter, ShipmentsRouterInput {

    func openTracking(for shipmentID: String) {
        let tracking = ShipmentTrackingModuleFactory.make(shipmentID: shipmentID)
        viewController?.navigationController?.pushViewController(tracking, animated: true)
    }
}

enum ShipmentsModuleFactory {

    static func make() -> UIViewController {
        let view = ShipmentsViewController()
        let presenter = ShipmentsPresenter()
        let router = ShipmentsRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
