import UIKit

struct Trip {
    let code: String
    let from: String
    let to: String
    let departure: String
}

// MARK: - View

protocol TripsViewInput: AnyObject {
    func show(_ trips: [Trip])
}

final class TripsViewController: UITableViewController, TripsViewInput {

    var presenter: TripsPresenter!
    private var trips: [Trip] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My trips"
        presenter.viewDidLoad()
    }

    func show(_ trips: [Trip]) {
        self.trips = trips
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        trips.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let trip = trips[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "\(trip.from) → \(trip.to)"
        cell.detailTextLabel?.text = "\(trip.code) · \(trip.departure)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(trips[indexPath.row])
    }
}

// MARK: - Presenter

final class TripsPresenter {

    weak var view: TripsViewInput?
    var interactor: TripsInteractor!
    var router: TripsRouter!

    func viewDidLoad() {
        view?.show(interactor.upcomingTrips())
    }

    func didSelect(_ trip: Trip) {
        router.openDetail(for: trip)
    }
}

// MARK: - Interactor

final class TripsInteractor {

    func upcomingTrips() -> [Trip] {
        [
            Trip(code: "NX 218", from: "Lisbon", to: "Porto", departure: "Fri 07:40"),
            Trip(code: "AL 903", from: "Porto", to: "Vigo", departure: "Sun 18:05")
        ]
    }
}

// MARK: - Router

final class TripsRouter {

    weak var viewController: UIViewController?

    func openDetail(for trip: Trip) {
        let detail = TripDetailBuilder.build(trip: trip)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

// MARK: - Builder

enum TripsBuilder {

    static func build() -> UIViewController {
        let view = TripsViewController(style: .insetGrouped)
        let presenter = TripsPresenter()
        let router = TripsRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = TripsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
