import UIKit

// MARK: - View

final class RoomsViewController: UITableViewController {

    var presenter: RoomsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rooms.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let room = presenter.rooms[indexPath.row]
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = room.name
        cell.detailTextLabel?.text = String(format: "%.1f °C", room.targetCelsius)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectRoom(at: indexPath.row)
    }
}

// MARK: - Presenter

final class RoomsPresenter {

    var router: RoomsRouter!
    let rooms = [
        Room(id: "living", name: "Living room", targetCelsius: 20.5),
        Room(id: "bedroom", name: "Bedroom", targetCelsius: 17.0),
        Room(id: "office", name: "Office", targetCelsius: 19.0)
    ]

    func didSelectRoom(at index: Int) {
        router.showThermostat(for: rooms[index])
    }
}

// MARK: - Router

final class RoomsRouter {

    weak var viewController: UIViewController?

    func showThermostat(for room: Room) {
        viewController?.navigationController?.pushViewController(ThermostatAssembly.assemble(room: room), animated: true)
    }
}

// MARK: - Assembly

enum RoomsAssembly {

    static func assemble() -> UIViewController {
        let view = RoomsViewController(style: .insetGrouped)
        let presenter = RoomsPresenter()
        let router = RoomsRouter()
        presenter.router = router
        router.viewController = view
        view.presenter = presenter
        return view
    }
}
