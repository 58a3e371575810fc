import UIKit

final class OrdersViewController: UITableViewController {
    var presenter: OrdersPresenter!
    private let orderNumbers = ["#1042", "#1037", "#1029"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orderNumbers.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = orderNumbers[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectOrder(orderNumbers[indexPath.row])
    }
}

final class OrdersPresenter {
    var router: OrdersRouter!

    func didSelectOrder(_ number: String) {
        router.openOrder(number)
    }
}

final class OrdersRouter {
    weak var viewController: UIViewController?

    func openOrder(_ number: String) {
        let detail = OrderDetailBuilder.build(orderNumber: number)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

enum OrdersBuilder {
    static func build() -> UIViewController {
        let view = OrdersViewController()
        let presenter = OrdersPresenter()
        let router = OrdersRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
