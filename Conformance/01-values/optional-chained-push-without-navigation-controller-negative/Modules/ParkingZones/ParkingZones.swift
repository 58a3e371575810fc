import UIKit

final class ParkingZonesViewController: UITableViewController {
    var presenter: ParkingZonesPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Nearby zones"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Zone")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.zones.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Zone", for: indexPath)
        let zone = presenter.zones[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = "Zone \(zone.code) · \(zone.street)"
        content.secondaryText = "€\(zone.hourlyRate)/h, max \(zone.maxHours) h"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectZone(at: indexPath.row)
    }
}

final class ParkingZonesPresenter {
    private let router: ParkingZonesRouter
    let zones = [
        ParkingZone(code: "4021", street: "Keizersgracht", hourlyRate: 7.5, maxHours: 3),
        ParkingZone(code: "4180", street: "Wibautstraat", hourlyRate: 5, maxHours: 9)
    ]

    init(router: ParkingZonesRouter) {
        self.router = router
    }

    func didSelectZone(at index: Int) {
        router.openSession(in: zones[index])
    }
}

final class ParkingZonesRouter {
    weak var viewController: UIViewController?

    func openSession(in zone: ParkingZone) {
        let session = ParkingSessionFactory.make(zone: zone)
        session.modalPresentationStyle = .fullScreen
        viewController?.present(session, animated: true)
    }
}

enum ParkingZonesFactory {
    static func make() -> UIViewController {
        let router = ParkingZonesRouter()
        let view = ParkingZonesViewController(style: .insetGrouped)
        view.presenter = ParkingZonesPresenter(router: router)
        router.viewController = view
        return view
    }
}
