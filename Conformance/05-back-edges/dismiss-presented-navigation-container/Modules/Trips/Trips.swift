import UIKit

struct Trip {
    let route: String
    let date: Date
    let seat: String
}

final class TripStore {
    static let shared = TripStore()
    private(set) var trips: [Trip] = []

    func book(_ trip: Trip) {
        trips.append(trip)
    }
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
        title = "My Trips"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Book a flight",
            style: .plain,
            target: self,
            action: #selector(bookTapped)
        )
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    @objc private func bookTapped() {
        presenter.didTapBook()
    }

    func show(_ trips: [Trip]) {
        self.trips = trips
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        trips.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = trips[indexPath.row].route
        cell.detailTextLabel?.text = "Seat \(trips[indexPath.row].seat)"
        return cell
    }
}

// MARK: - Presenter

final class TripsPresenter {
    weak var view: TripsViewInput?
    var router: TripsRouter!

    func viewWillAppear() {
        view?.show(TripStore.shared.trips)
    }

    func didTapBook() {
        router.startBooking()
    }
}

// MARK: - Router

final class TripsRouter {
    weak var viewController: UIViewController?

    func startBooking() {
        let search = FlightSearchBuilder.build()
        let bookingFlow = UINavigationController(rootViewController: search)
        bookingFlow.modalPresentationStyle = .fullScreen
        viewController?.present(bookingFlow, animated: true)
    }
}

// MARK: - Builder

enum TripsBuilder {
    static func build() -> UIViewController {
        let view = TripsViewController()
        let presenter = TripsPresenter()
        let router = TripsRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
