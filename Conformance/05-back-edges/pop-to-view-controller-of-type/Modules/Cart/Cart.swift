import UIKit

// MARK: - View

protocol CartViewInput: AnyObject {
    func show(lines: [String], total: String)
}

final class CartViewController: UITableViewController, CartViewInput {
    var presenter: CartPresenter!
    private var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Checkout",
            style: .done,
            target: self,
            action: #selector(checkoutTapped)
        )
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    @objc private func checkoutTapped() {
        presenter.didTapCheckout()
    }

    func show(lines: [String], total: String) {
        self.lines = lines
        navigationItem.prompt = "Total \(total)"
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = lines[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        presenter.didDeleteLine(at: indexPath.row)
    }
}

// MARK: - Presenter

final class CartPresenter {
    weak var view: CartViewInput?
    var interactor: CartInteractor!
    var router: CartRouter!

    func viewWillAppear() {
        render()
    }

    func didDeleteLine(at index: Int) {
        interactor.removeItem(at: index)
        render()
    }

    func didTapCheckout() {
        router.openDelivery()
    }

    private func render() {
        view?.show(lines: interactor.items().map(\.name), total: "€\(interactor.total())")
    }
}

// MARK: - Interactor

final class CartInteractor {
    private let cart = ShoppingCart.shared

    func items() -> [FurnitureItem] { cart.items }
    func total() -> Decimal { cart.total }
    func removeItem(at index: Int) { cart.remove(at: index) }
}

// MARK: - Router

final class CartRouter {
    weak var viewController: UIViewController?

    func openDelivery() {
        viewController?.navigationController?.pushViewController(DeliveryBuilder.build(), animated: true)
    }
}

// MARK: - Builder

enum CartBuilder {
    static func build() -> UIViewController {
        let view = CartViewController()
        let presenter = CartPresenter()
        let router = CartRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = CartInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
