import UIKit

// MARK: - View

final class TripsViewController: UITableViewController {

    var presenter: TripsPresenter!
    private var names: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trips"
        names = presenter.tripNames()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = names[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectTrip(at: indexPath.row)
    }
}

// MARK: - Presenter

final class TripsPresenter {

    var router: TripsRouter!
    private let trips = TripCatalogue.all

    func tripNames() -> [String] {
        trips.map(\.name)
    }

    func didSelectTrip(at index: Int) {
        router.openPlan(for: trips[index])
    }
}

// MARK: - Router

final class TripsRouter {

    weak var viewController: UIViewController?

    func openPlan(for trip: Trip) {
        let plan = TripPlanAssembly.assemble(trip: trip)
        viewController?.navigationController?.pushViewController(plan, animated: true)
    }
}

// MARK: - Assembly

enum TripsAssembly {

    static func assemble() -> UIViewController {
        let view = TripsViewController(style: .insetGrouped)
        let presenter = TripsPresenter()
        let router = TripsRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
