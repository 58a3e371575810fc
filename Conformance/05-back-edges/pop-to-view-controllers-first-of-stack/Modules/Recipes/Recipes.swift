import UIKit

final class RecipesViewController: UITableViewController {
    var presenter: RecipesPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Bake list"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Recipe")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Recipe", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.recipes[indexPath.row].name
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectRecipe(at: indexPath.row)
    }
}

final class RecipesPresenter {
    let recipes = Recipe.all
    var wireframe: RecipesWireframe!

    func didSelectRecipe(at index: Int) {
        wireframe.openSteps(of: recipes[index])
    }
}

final class RecipesWireframe {
    private weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = RecipesViewController(style: .insetGrouped)
        let presenter = RecipesPresenter()
        let wireframe = RecipesWireframe()
        view.presenter = presenter
        presenter.wireframe = wireframe
        wireframe.viewController = view
        return view
    }

    func openSteps(of recipe: Recipe) {
        let steps = RecipeStepsWireframe.createModule(recipe: recipe)
        viewController?.navigationController?.pushViewController(steps, animated: true)
    }
}
