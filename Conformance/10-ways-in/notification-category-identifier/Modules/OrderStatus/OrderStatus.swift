//
//  OrderStatus.swift
//  Dinnerbell
//

import UIKit

// MARK: - Contracts

protocol OrderStatusViewInput: AnyObject {
    func display(updates: [String])
}

protocol OrderStatusViewOutput: AnyObject {
    func viewDidLoad()
}

protocol OrderStatusInteractorInput: AnyObject {
    func loadUpdates()
}

protocol OrderStatusInteractorOutput: AnyObject {
    func didLoad(updates: [String])
}

// MARK: - View

final class OrderStatusViewController: UITableViewController, OrderStatusViewInput {
    var output: OrderStatusViewOutput!
    private var updates: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Your Order"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(updates: [String]) {
        self.updates = updates
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        updates.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = updates[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class OrderStatusPresenter: OrderStatusViewOutput, OrderStatusInteractorOutput {
    private weak var view: OrderStatusViewInput?
    private let interactor: OrderStatusInteractorInput
    private let orderId: String
    private var updates: [String] = []

    init(view: OrderStatusViewInput, interactor: OrderStatusInteractorInput, orderId: String) {
        self.view = view
        self.interactor = interactor
        self.orderId = orderId
    }

    func viewDidLoad() {
        interactor.loadUpdates()
    }

    func didLoad(updates: [String]) {
        self.updates = updates
        view?.display(updates: updates)
    }
}

// MARK: - Interactor

final class OrderStatusInteractor: OrderStatusInteractorInput {
    weak var output: OrderStatusInteractorOutput?

    func loadUpdates() {
        output?.didLoad(updates: ["Accepted", "Cooking", "On its way"])
    }
}

// MARK: - Builder

enum OrderStatusBuilder {
    static func build(orderId: String) -> UIViewController {
        let view = OrderStatusViewController()
        let interactor = OrderStatusInteractor()
        let presenter = OrderStatusPresenter(view: view, interactor: interactor, orderId: orderId)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
