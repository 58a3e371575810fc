//
//  TripDetail.swift
//  Roam
//

import UIKit

// MARK: - Contracts

protocol TripDetailViewInput: AnyObject {
    func display(days: [String])
}

protocol TripDetailViewOutput: AnyObject {
    func viewDidLoad()
}

protocol TripDetailInteractorInput: AnyObject {
    func loadDays()
}

protocol TripDetailInteractorOutput: AnyObject {
    func didLoad(days: [String])
}

// MARK: - View

final class TripDetailViewController: UITableViewController, TripDetailViewInput {
    var output: TripDetailViewOutput!
    private var days: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trip"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(days: [String]) {
        self.days = days
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        days.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = days[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class TripDetailPresenter: TripDetailViewOutput, TripDetailInteractorOutput {
    private weak var view: TripDetailViewInput?
    private let interactor: TripDetailInteractorInput
    private let tripId: String
    private var days: [String] = []

    init(view: TripDetailViewInput, interactor: TripDetailInteractorInput, tripId: String) {
        self.view = view
        self.interactor = interactor
        self.tripId = tripId
    }

    func viewDidLoad() {
        interactor.loadDays()
    }

    func didLoad(days: [String]) {
        self.days = days
        view?.display(days: days)
    }
}

// MARK: - Interactor

final class TripDetailInteractor: TripDetailInteractorInput {
    weak var output: TripDetailInteractorOutput?

    func loadDays() {
        output?.didLoad(days: ["Day 1 - Arrival", "Day 2 - Hike", "Day 3 - Return"])
    }
}

// MARK: - Builder

enum TripDetailBuilder {
    static func build(tripId: String) -> UIViewController {
        let view = TripDetailViewController()
        let interactor = TripDetailInteractor()
        let presenter = TripDetailPresenter(view: view, interactor: interactor, tripId: tripId)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
