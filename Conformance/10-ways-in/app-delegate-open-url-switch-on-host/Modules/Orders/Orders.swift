//
//  Orders.swift
//  Crumb
//

import UIKit

// MARK: - Contracts

protocol OrdersViewInput: AnyObject {
    func display(orders: [String])
}

protocol OrdersViewOutput: AnyObject {
    func viewDidLoad()
}

protocol OrdersInteractorInput: AnyObject {
    func loadOrders()
}

protocol OrdersInteractorOutput: AnyObject {
    func didLoad(orders: [String])
}

// MARK: - View

final class OrdersViewController: UITableViewController, OrdersViewInput {
    var output: OrdersViewOutput!
    private var orders: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My Orders"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(orders: [String]) {
        self.orders = orders
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = orders[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class OrdersPresenter: OrdersViewOutput, OrdersInteractorOutput {
    private weak var view: OrdersViewInput?
    private let interactor: OrdersInteractorInput
    private var orders: [String] = []

    init(view: OrdersViewInput, interactor: OrdersInteractorInput) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        interactor.loadOrders()
    }

    func didLoad(orders: [String]) {
        self.orders = orders
        view?.display(orders: orders)
    }
}

// MARK: - Interactor

final class OrdersInteractor: OrdersInteractorInput {
    weak var output: OrdersInteractorOutput?

    func loadOrders() {
        output?.didLoad(orders: ["#1042 - ready for pickup", "#1037 - collected"])
    }
}

// MARK: - Builder

enum OrdersBuilder {
    static func build() -> UIViewController {
        let view = OrdersViewController()
        let interactor = OrdersInteractor()
        let presenter = OrdersPresenter(view: view, interactor: interactor)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
