//
//  Trips.swift
//  Contrail
//

import UIKit

// MARK: - Contracts

protocol TripsViewInput: AnyObject {
    func display(flights: [Flight])
}

protocol TripsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectFlight(at index: Int)
}

protocol TripsInteractorInput: AnyObject {
    func upcomingFlights() -> [Flight]
}

protocol TripsRouterInput: AnyObject {
    func openFlight(number: String)
}

// MARK: - View

final class TripsViewController: UITableViewController, TripsViewInput {
    var output: TripsViewOutput!
    private var flights: [Flight] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trips"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FlightCell")
        output.viewDidLoad()
    }

    func display(flights: [Flight]) {
        self.flights = flights
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        flights.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FlightCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = flights[indexPath.row].route
        content.secondaryText = "\(flights[indexPath.row].number) · \(flights[indexPath.row].departs)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectFlight(at: indexPath.row)
    }
}

// MARK: - Presenter

final class TripsPresenter: TripsViewOutput {
    private weak var view: TripsViewInput?
    private let interactor: TripsInteractorInput
    private let router: TripsRouterInput
    private var flights: [Flight] = []

    init(view: TripsViewInput, interactor: TripsInteractorInput, router: TripsRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        flights = interactor.upcomingFlights()
        view?.display(flights: flights)
    }

    func didSelectFlight(at index: Int) {
        router.openFlight(number: flights[index].number)
    }
}

// MARK: - Interactor

final class TripsInteractor: TripsInteractorInput {
    private let itinerary: Itinerary

    init(itinerary: Itinerary) {
        self.itinerary = itinerary
    }

    func upcomingFlights() -> [Flight] {
        itinerary.flights
    }
}

// MARK: - Router

final class TripsRouter: TripsRouterInput {
    weak var viewController: UIViewController?

    func openFlight(number: String) {
        viewController?.navigationController?.pushViewController(FlightDetailBuilder.build(flightNumber: number), animated: true)
    }
}

// MARK: - Builder

enum TripsBuilder {
    static func build() -> UIViewController {
        let view = TripsViewController()
        let router = TripsRouter()
        let presenter = TripsPresenter(view: view, interactor: TripsInteractor(itinerary: .shared), router: router)
        view.output = presenter
        router.viewController = view
        return view
    }
}
