//
//  Tickets.swift
//  Gallery
//

import UIKit

// MARK: - Contracts

protocol TicketsViewInput: AnyObject {
    func display(tickets: [String])
}

protocol TicketsViewOutput: AnyObject {
    func viewDidLoad()
}

protocol TicketsInteractorInput: AnyObject {
    func loadTickets()
}

protocol TicketsInteractorOutput: AnyObject {
    func didLoad(tickets: [String])
}

// MARK: - View

final class TicketsViewController: UITableViewController, TicketsViewInput {
    var output: TicketsViewOutput!
    private var tickets: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tickets"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(tickets: [String]) {
        self.tickets = tickets
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tickets.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = tickets[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class TicketsPresenter: TicketsViewOutput, TicketsInteractorOutput {
    private weak var view: TicketsViewInput?
    private let interactor: TicketsInteractorInput
    private var tickets: [String] = []

    init(view: TicketsViewInput, interactor: TicketsInteractorInput) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        interactor.loadTickets()
    }

    func didLoad(tickets: [String]) {
        self.tickets = tickets
        view?.display(tickets: tickets)
    }
}

// MARK: - Interactor

final class TicketsInteractor: TicketsInteractorInput {
    weak var output: TicketsInteractorOutput?

    func loadTickets() {
        output?.didLoad(tickets: ["Adult - Sat 10:00", "Child - Sat 10:00"])
    }
}

// MARK: - Builder

enum TicketsBuilder {
    static func build() -> UIViewController {
        let view = TicketsViewController()
        let interactor = TicketsInteractor()
        let presenter = TicketsPresenter(view: view, interactor: interactor)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
