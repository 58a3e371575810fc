//
//  Ride.swift
//  Spoke
//

import UIKit

// MARK: - Contracts

protocol RideViewInput: AnyObject {
    func display(legs: [String])
}

protocol RideViewOutput: AnyObject {
    func viewDidLoad()
}

protocol RideInteractorInput: AnyObject {
    func loadLegs()
}

protocol RideInteractorOutput: AnyObject {
    func didLoad(legs: [String])
}

// MARK: - View

final class RideViewController: UITableViewController, RideViewInput {
    var output: RideViewOutput!
    private var legs: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Ride"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(legs: [String]) {
        self.legs = legs
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        legs.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = legs[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class RidePresenter: RideViewOutput, RideInteractorOutput {
    private weak var view: RideViewInput?
    private let interactor: RideInteractorInput
    private let station: String
    private var legs: [String] = []

    init(view: RideViewInput, interactor: RideInteractorInput, station: String) {
        self.view = view
        self.interactor = interactor
        self.station = station
    }

    func viewDidLoad() {
        interactor.loadLegs()
    }

    func didLoad(legs: [String]) {
        self.legs = legs
        view?.display(legs: legs)
    }
}

// MARK: - Interactor

final class RideInteractor: RideInteractorInput {
    weak var output: RideInteractorOutput?

    func loadLegs() {
        output?.didLoad(legs: ["Unlocked", "00:12:40"])
    }
}

// MARK: - Builder

enum RideBuilder {
    static func build(station: String) -> UIViewController {
        let view = RideViewController()
        let interactor = RideInteractor()
        let presenter = RidePresenter(view: view, interactor: interactor, station: station)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
