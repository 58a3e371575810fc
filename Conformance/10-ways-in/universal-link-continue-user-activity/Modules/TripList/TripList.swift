//
//  TripList.swift
//  Roam
//

import UIKit

// MARK: - Contracts

protocol TripListViewInput: AnyObject {
    func display(trips: [String])
}

protocol TripListViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol TripListInteractorInput: AnyObject {
    func loadTrips()
}

protocol TripListInteractorOutput: AnyObject {
    func didLoad(trips: [String])
}

protocol TripListRouterInput: AnyObject {
    func openTrip(id: String)
}

// MARK: - View

final class TripListViewController: UITableViewController, TripListViewInput {
    var output: TripListViewOutput!
    private var trips: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trips"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(trips: [String]) {
        self.trips = trips
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        trips.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = trips[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class TripListPresenter: TripListViewOutput, TripListInteractorOutput {
    private weak var view: TripListViewInput?
    private let interactor: TripListInteractorInput
    private let router: TripListRouterInput
    private var trips: [String] = []

    init(view: TripListViewInput, interactor: TripListInteractorInput, router: TripListRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadTrips()
    }

    func didSelectItem(at index: Int) {
        router.openTrip(id: trips[index])
    }

    func didLoad(trips: [String]) {
        self.trips = trips
        view?.display(trips: trips)
    }
}

// MARK: - Interactor

final class TripListInteractor: TripListInteractorInput {
    weak var output: TripListInteractorOutput?

    func loadTrips() {
        output?.didLoad(trips: ["Patagonia trek", "Amalfi coast", "Hokkaido in winter"])
    }
}

// MARK: - Router

final class TripListRouter: TripListRouterInput {
    weak var viewController: UIViewController?

    func openTrip(id: String) {
        viewController?.navigationController?.pushViewController(TripDetailBuilder.build(tripId: id), animated: true)
    }
}

// MARK: - Builder

enum TripListBuilder {
    static func build() -> UIViewController {
        let view = TripListViewController()
        let interactor = TripListInteractor()
        let router = TripListRouter()
        let presenter = TripListPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
