import UIKit

// MARK: - View

protocol OrderDetailViewInput: AnyObject {
    func show(number: String, titles: [String], canCancel: Bool)
}

final class OrderDetailViewController: UITableViewController, OrderDetailViewInput {
    var presenter: OrderDetailPresenter!
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(number: String, titles: [String], canCancel: Bool) {
        title = "Order \(number)"
        self.titles = titles
        navigationItem.rightBarButtonItem = canCancel
            ? UIBarButtonItem(title: "Cancel order", style: .plain, target: self, action: #selector(cancelTapped))
            : nil
        tableView.reloadData()
    }

    @objc private func cancelTapped() {
        presenter.didTapCancelOrder()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class OrderDetailPresenter {
    weak var view: OrderDetailViewInput?
    var interactor: OrderDetailInteractor!
    var router: OrderDetailRouter!

    func viewDidLoad() {
        let order = interactor.order
        view?.show(number: order.number, titles: order.titles, canCancel: order.status == "Processing")
    }

    func didTapCancelOrder() {
        interactor.cancel()
        router.close()
    }
}

// MARK: - Interactor

final class OrderDetailInteractor {
    let order: BookOrder

    init(order: BookOrder) {
        self.order = order
    }

    func cancel() {
        guard let index = OrderStore.shared.orders.firstIndex(where: { $0.number == order.number }) else { return }
        OrderStore.shared.orders[index].status = "Cancelled"
    }
}

// MARK: - Router

final class OrderDetailRouter {
    weak var viewController: UIViewController?

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}

// MARK: - Builder

enum OrderDetailBuilder {
    static func build(order: BookOrder) -> UIViewController {
        let view = OrderDetailViewController(style: .insetGrouped)
        let presenter = OrderDetailPresenter()
        let router = OrderDetailRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = OrderDetailInteractor(order: order)
        presenter.router = router
        router.viewController = view
        return view
    }
}
