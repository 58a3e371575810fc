import UIKit

struct RecipeSummary {
    let id: UUID
    let title: String
    let minutes: Int
}

// MARK: - View

protocol RecipeListViewInput: AnyObject {
    func show(_ recipes: [RecipeSummary])
}

final class RecipeListViewController: UITableViewController, RecipeListViewInput {
    var presenter: RecipeListPresenter!
    private var recipes: [RecipeSummary] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        presenter.viewDidLoad()
    }

    func show(_ recipes: [RecipeSummary]) {
        self.recipes = recipes
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = recipes[indexPath.row].title
        cell.detailTextLabel?.text = "\(recipes[indexPath.row].minutes) min"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectRecipe(recipes[indexPath.row])
    }
}

// MARK: - Presenter

final class RecipeListPresenter {
    weak var view: RecipeListViewInput?
    var interactor: RecipeListInteractor!
    var router: RecipeListRouter!

    func viewDidLoad() {
        view?.show(interactor.recipes())
    }

    func didSelectRecipe(_ recipe: RecipeSummary) {
        router.openRecipe(id: recipe.id)
    }
}

// MARK: - Interactor

final class RecipeListInteractor {
    func recipes() -> [RecipeSummary] {
        [
            RecipeSummary(id: UUID(), title: "Shakshuka", minutes: 25),
            RecipeSummary(id: UUID(), title: "Mushroom risotto", minutes: 40),
            RecipeSummary(id: UUID(), title: "Lemon drizzle cake", minutes: 55)
        ]
    }
}

// MARK: - Router

final class RecipeListRouter {
    weak var viewController: UIViewController?

    func openRecipe(id: UUID) {
        let detail = RecipeDetailAssembly.makeModule(recipeID: id)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

// MARK: - Assembly

enum RecipeListAssembly {
    static func makeModule() -> UIViewController {
        let view = RecipeListViewController()
        let presenter = RecipeListPresenter()
        let interactor = RecipeListInteractor()
        let router = RecipeListRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
