import UIKit

final class RecipesViewController: UITableViewController {
    var presenter: RecipesPresenter!
    private var names: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        names = presenter.recipeNames()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectRecipe(at: indexPath.row)
    }
}

final class RecipesPresenter {
    weak var view: RecipesViewController?
    var interactor: RecipesInteractor!
    var router: RecipesRouter!

    func recipeNames() -> [String] {
        interactor.recipes.map(\.name)
    }

    func didSelectRecipe(at index: Int) {
        router.openRecipe(id: interactor.recipes[index].id)
    }
}

final class RecipesInteractor {
    let recipes: [(id: Int, name: String)] = [(12, "Shakshuka"), (31, "Lentil soup"), (47, "Focaccia")]
}

final class RecipesRouter {
    weak var viewController: UIViewController?

    func openRecipe(id: Int) {
        let detail = RecipeDetailBuilder.build() as! RecipeDetailViewController
        detail.recipeID = id
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

enum RecipesBuilder {
    static func build() -> UIViewController {
        let view = RecipesViewController()
        let presenter = RecipesPresenter()
        let router = RecipesRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = RecipesInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
