import UIKit

enum IngredientListConfigurator {
    static func configure(_ viewController: IngredientListViewController) {
        let presenter = IngredientListPresenter(view: viewController)
        viewController.presenter = presenter
    }
}

protocol IngredientListView: AnyObject {
    func show(rows: [(name: String, amount: String)])
}

final class IngredientListViewController: UITableViewController, IngredientListView {
    var presenter: IngredientListPresenter!
    private var rows: [(name: String, amount: String)] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        IngredientListConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(rows: [(name: String, amount: String)]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "IngredientCell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row].name
        cell.detailTextLabel?.text = rows[indexPath.row].amount
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didToggle(at: indexPath.row)
        tableView.cellForRow(at: indexPath)?.accessoryType = presenter.isChecked(at: indexPath.row) ? .checkmark : .none
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

final class IngredientListPresenter {
    private weak var view: IngredientListView?
    private var ingredients: [Ingredient] = []
    private var checked: Set<Ingredient> = []

    init(view: IngredientListView) {
        self.view = view
    }

    func configure(with ingredients: [Ingredient]) {
        self.ingredients = ingredients
    }

    func viewDidLoad() {
        view?.show(rows: ingredients.map { ($0.name, "\($0.grams) g") })
    }

    func didToggle(at index: Int) {
        let ingredient = ingredients[index]
        if checked.contains(ingredient) {
            checked.remove(ingredient)
        } else {
            checked.insert(ingredient)
        }
    }

    func isChecked(at index: Int) -> Bool {
        checked.contains(ingredients[index])
    }
}
