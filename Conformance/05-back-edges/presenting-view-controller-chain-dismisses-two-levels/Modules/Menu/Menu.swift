import UIKit

// MARK: - View

protocol MenuViewInput: AnyObject {
    func show(_ drinks: [Drink])
    func showOrderPlaced(_ message: String)
}

final class MenuViewController: UITableViewController, MenuViewInput {

    var presenter: MenuPresenter!
    private var drinks: [Drink] = []
    private let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "EUR"
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Kaffebar"
        presenter.viewDidLoad()
    }

    func show(_ drinks: [Drink]) {
        self.drinks = drinks
        tableView.reloadData()
    }

    func showOrderPlaced(_ message: String) {
        navigationItem.prompt = message
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        drinks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = drinks[indexPath.row].name
        cell.detailTextLabel?.text = formatter.string(from: drinks[indexPath.row].basePrice as NSDecimalNumber)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectDrink(at: indexPath.row)
    }
}

// MARK: - Presenter

final class MenuPresenter {

    weak var view: MenuViewInput?
    var interactor: MenuInteractor!
    var router: MenuRouter!
    private var drinks: [Drink] = []

    func viewDidLoad() {
        drinks = interactor.drinks()
        view?.show(drinks)
    }

    func didSelectDrink(at index: Int) {
        router.openOptions(for: drinks[index]) { [weak self] order in
            self?.view?.showOrderPlaced("\(order.drink.name) is on its way")
        }
    }
}

// MARK: - Interactor

final class MenuInteractor {

    func drinks() -> [Drink] {
        [
            Drink(name: "Flat white", basePrice: 3.4),
            Drink(name: "Cortado", basePrice: 3.0),
            Drink(name: "Filter, V60", basePrice: 3.8),
            Drink(name: "Chai latte", basePrice: 3.9)
        ]
    }
}

// MARK: - Router

final class MenuRouter {

    weak var viewController: UIViewController?

    func openOptions(for drink: Drink, onPaid: @escaping (DrinkOrder) -> Void) {
        let options = DrinkOptionsBuilder.build(drink: drink, onPaid: onPaid)
        options.modalPresentationStyle = .formSheet
        viewController?.present(options, animated: true)
    }
}

// MARK: - Builder

enum MenuBuilder {

    static func build() -> UIViewController {
        let view = MenuViewController(style: .insetGrouped)
        let presenter = MenuPresenter()
        let router = MenuRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = MenuInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
