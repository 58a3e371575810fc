import UIKit

struct BookOrder {
    let number: String
    let titles: [String]
    var status: String
}

// MARK: - View

protocol OrdersViewInput: AnyObject {
    func show(_ orders: [BookOrder])
}

final class OrdersViewController: UITableViewController, OrdersViewInput {
    var presenter: OrdersPresenter!
    private var orders: [BookOrder] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(_ orders: [BookOrder]) {
        self.orders = orders
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Order \(orders[indexPath.row].number)"
        cell.detailTextLabel?.text = orders[indexPath.row].status
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(orders[indexPath.row])
    }
}

// MARK: - Presenter

final class OrdersPresenter {
    weak var view: OrdersViewInput?
    var interactor: OrdersInteractor!
    var router: OrdersRouter!

    func viewWillAppear() {
        view?.show(interactor.orders())
    }

    func didSelect(_ order: BookOrder) {
        router.openOrder(order)
    }
}

// MARK: - Interactor

final class OrdersInteractor {
    func orders() -> [BookOrder] {
        OrderStore.shared.orders
    }
}

final class OrderStore {
    static let shared = OrderStore()
    var orders: [BookOrder] = [
        BookOrder(number: "B-1042", titles: ["Piranesi", "Klara and the Sun"], status: "Shipped"),
        BookOrder(number: "B-1057", titles: ["The Overstory"], status: "Processing")
    ]
}

// MARK: - Router

final class OrdersRouter {
    weak var viewController: UIViewController?

    func openOrder(_ order: BookOrder) {
        let detail = OrderDetailBuilder.build(order: order)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

// MARK: - Builder

enum OrdersBuilder {
    static func build() -> UIViewController {
        let view = OrdersViewController()
        let presenter = OrdersPresenter()
        let router = OrdersRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = OrdersInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
