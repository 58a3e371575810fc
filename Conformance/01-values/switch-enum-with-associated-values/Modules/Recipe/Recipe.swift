import UIKit

protocol RecipeViewInput: AnyObject {
    func show(title: String, ingredients: [String])
}

final class RecipeViewController: UITableViewController, RecipeViewInput {
    var presenter: RecipePresenter!
    private var ingredients: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Ingredient")
        presenter.viewDidLoad()
    }

    func show(title: String, ingredients: [String]) {
        self.title = title
        self.ingredients = ingredients
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        ingredients.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Ingredient", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = ingredients[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class RecipePresenter {
    weak var view: RecipeViewInput?
    private let recipeID: Int
    private let servings: Int

    init(recipeID: Int, servings: Int) {
        self.recipeID = recipeID
        self.servings = servings
    }

    func viewDidLoad() {
        view?.show(title: "Recipe #\(recipeID)", ingredients: ["\(servings * 2) eggs", "\(servings * 100) g tomatoes"])
    }
}

enum RecipeBuilder {
    static func build(recipeID: Int, servings: Int) -> UIViewController {
        let view = RecipeViewController(style: .insetGrouped)
        let presenter = RecipePresenter(recipeID: recipeID, servings: servings)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
