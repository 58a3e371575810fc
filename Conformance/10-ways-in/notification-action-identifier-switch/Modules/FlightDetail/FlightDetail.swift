//
//  FlightDetail.swift
//  Contrail
//

import UIKit

// MARK: - Contracts

protocol FlightDetailViewInput: AnyObject {
    func display(rows: [(String, String)])
}

protocol FlightDetailViewOutput: AnyObject {
    func viewDidLoad()
}

protocol FlightDetailInteractorInput: AnyObject {
    func flight(number: String) -> Flight?
}

// MARK: - View

final class FlightDetailViewController: UITableViewController, FlightDetailViewInput {
    var output: FlightDetailViewOutput!
    private var rows: [(String, String)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(rows: [(String, String)]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = UIListContentConfiguration.valueCell()
        content.text = rows[indexPath.row].0
        content.secondaryText = rows[indexPath.row].1
        cell.contentConfiguration = content
        return cell
    }
}

// MARK: - Presenter

final class FlightDetailPresenter: FlightDetailViewOutput {
    private weak var view: FlightDetailViewInput?
    private let interactor: FlightDetailInteractorInput
    private let flightNumber: String

    init(view: FlightDetailViewInput, interactor: FlightDetailInteractorInput, flightNumber: String) {
        self.view = view
        self.interactor = interactor
        self.flightNumber = flightNumber
    }

    func viewDidLoad() {
        guard let flight = interactor.flight(number: flightNumber) else {
            view?.display(rows: [("Flight", flightNumber), ("Status", "Not on your itinerary")])
            return
        }
        view?.display(rows: [("Flight", flight.number), ("Route", flight.route), ("Departs", flight.departs), ("Gate", flight.gate)])
    }
}

// MARK: - Interactor

final class FlightDetailInteractor: FlightDetailInteractorInput {
    func flight(number: String) -> Flight? {
        Itinerary.shared.flight(number: number)
    }
}

// MARK: - Builder

enum FlightDetailBuilder {
    static func build(flightNumber: String) -> UIViewController {
        let view = FlightDetailViewController(style: .insetGrouped)
        view.title = flightNumber
        let presenter = FlightDetailPresenter(view: view, interactor: FlightDetailInteractor(), flightNumber: flightNumber)
        view.output = presenter
        return view
    }
}
