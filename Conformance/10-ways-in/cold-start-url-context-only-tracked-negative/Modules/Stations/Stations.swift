//
//  Stations.swift
//  Spoke
//

import UIKit

// MARK: - Contracts

protocol StationsViewInput: AnyObject {
    func display(stations: [String])
}

protocol StationsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol StationsInteractorInput: AnyObject {
    func loadStations()
}

protocol StationsInteractorOutput: AnyObject {
    func didLoad(stations: [String])
}

protocol StationsRouterInput: AnyObject {
    func startRide(at station: String)
}

// MARK: - View

final class StationsViewController: UITableViewController, StationsViewInput {
    var output: StationsViewOutput!
    private var stations: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stations"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(stations: [String]) {
        self.stations = stations
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        stations.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = stations[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class StationsPresenter: StationsViewOutput, StationsInteractorOutput {
    private weak var view: StationsViewInput?
    private let interactor: StationsInteractorInput
    private let router: StationsRouterInput
    private var stations: [String] = []

    init(view: StationsViewInput, interactor: StationsInteractorInput, router: StationsRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadStations()
    }

    func didSelectItem(at index: Int) {
        router.startRide(at: stations[index])
    }

    func didLoad(stations: [String]) {
        self.stations = stations
        view?.display(stations: stations)
    }
}

// MARK: - Interactor

final class StationsInteractor: StationsInteractorInput {
    weak var output: StationsInteractorOutput?

    func loadStations() {
        output?.didLoad(stations: ["Canal St - 7 bikes", "Park Gate - 2 bikes"])
    }
}

// MARK: - Router

final class StationsRouter: StationsRouterInput {
    weak var viewController: UIViewController?

    func startRide(at station: String) {
        let ride = RideBuilder.build(station: station)
        ride.modalPresentationStyle = .fullScreen
        viewController?.present(ride, animated: true)
    }
}

// MARK: - Builder

enum StationsBuilder {
    static func build() -> UIViewController {
        let view = StationsViewController()
        let interactor = StationsInteractor()
        let router = StationsRouter()
        let presenter = StationsPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
