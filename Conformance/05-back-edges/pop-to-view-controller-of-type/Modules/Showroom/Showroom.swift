import UIKit

struct FurnitureItem {
    let sku: String
    let name: String
    let price: Decimal
}

// MARK: - View

protocol ShowroomViewInput: AnyObject {
    func show(_ items: [FurnitureItem])
}

final class ShowroomViewController: UITableViewController, ShowroomViewInput {
    var presenter: ShowroomPresenter!
    private var items: [FurnitureItem] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Showroom"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "cart"),
            style: .plain,
            target: self,
            action: #selector(cartTapped)
        )
        presenter.viewDidLoad()
    }

    @objc private func cartTapped() {
        presenter.didTapCart()
    }

    func show(_ items: [FurnitureItem]) {
        self.items = items
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row].name
        cell.detailTextLabel?.text = "€\(items[indexPath.row].price)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(items[indexPath.row])
    }
}

// MARK: - Presenter

final class ShowroomPresenter {
    weak var view: ShowroomViewInput?
    var router: ShowroomRouter!

    func viewDidLoad() {
        view?.show([
            FurnitureItem(sku: "SOF-01", name: "Linen sofa", price: 899),
            FurnitureItem(sku: "LMP-07", name: "Arc floor lamp", price: 149),
            FurnitureItem(sku: "TBL-03", name: "Oak side table", price: 119)
        ])
    }

    func didSelect(_ item: FurnitureItem) {
        ShoppingCart.shared.add(item)
    }

    func didTapCart() {
        router.openCart()
    }
}

// MARK: - Router

final class ShowroomRouter {
    weak var viewController: UIViewController?

    func openCart() {
        viewController?.navigationController?.pushViewController(CartBuilder.build(), animated: true)
    }
}

// MARK: - Builder

enum ShowroomBuilder {
    static func build() -> UIViewController {
        let view = ShowroomViewController()
        let presenter = ShowroomPresenter()
        let router = ShowroomRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}

// MARK: - Shared cart

final class ShoppingCart {
    static let shared = ShoppingCart()
    private(set) var items: [FurnitureItem] = []

    func add(_ item: FurnitureItem) {
        items.append(item)
    }

    func remove(at index: Int) {
        items.remove(at: index)
    }

    var total: Decimal {
        items.reduce(0) { $0 + $1.price }
    }
}
