import UIKit

struct Flight {
    let number: String
    let route: String
    let departure: Date
}

// MARK: - View

protocol FlightSearchViewInput: AnyObject {
    func show(_ flights: [Flight])
}

final class FlightSearchViewController: UITableViewController, FlightSearchViewInput {
    var presenter: FlightSearchPresenter!
    private var flights: [Flight] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Flights to Oslo"
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel,
            target: self,
            action: #selector(cancelTapped)
        )
        presenter.viewDidLoad()
    }

    @objc private func cancelTapped() {
        presenter.didTapCancel()
    }

    func show(_ flights: [Flight]) {
        self.flights = flights
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        flights.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = flights[indexPath.row].number
        cell.detailTextLabel?.text = flights[indexPath.row].route
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(flights[indexPath.row])
    }
}

// MARK: - Presenter

final class FlightSearchPresenter {
    weak var view: FlightSearchViewInput?
    var interactor: FlightSearchInteractor!
    var router: FlightSearchRouter!

    func viewDidLoad() {
        interactor.search(to: "OSL") { [weak self] flights in
            self?.view?.show(flights)
        }
    }

    func didSelect(_ flight: Flight) {
        router.openSeats(for: flight)
    }

    func didTapCancel() {
        router.cancelBooking()
    }
}

// MARK: - Interactor

final class FlightSearchInteractor {
    func search(to airport: String, completion: @escaping ([Flight]) -> Void) {
        let tomorrow = Date().addingTimeInterval(86_400)
        completion([
            Flight(number: "SK 1462", route: "CPH → \(airport)", departure: tomorrow),
            Flight(number: "DY 911", route: "CPH → \(airport)", departure: tomorrow.addingTimeInterval(10_800))
        ])
    }
}

// MARK: - Router

final class FlightSearchRouter {
    weak var viewController: UIViewController?

    func openSeats(for flight: Flight) {
        let seats = SeatSelectionBuilder.build(flight: flight)
        viewController?.navigationController?.pushViewController(seats, animated: true)
    }

    func cancelBooking() {
        viewController?.navigationController?.dismiss(animated: true)
    }
}

// MARK: - Builder

enum FlightSearchBuilder {
    static func build() -> UIViewController {
        let view = FlightSearchViewController()
        let presenter = FlightSearchPresenter()
        let router = FlightSearchRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = FlightSearchInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
