import UIKit

protocol RecipeBookViewInput: AnyObject {
    func show(recipes: [RecipeSummary])
}

final class RecipeBookViewController: UITableViewController, RecipeBookViewInput {
    var presenter: RecipeBookViewOutput!
    private var recipes: [RecipeSummary] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Recipe")
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "cart"), primaryAction: UIAction { [weak self] _ in
                self?.presenter.didTapShoppingList()
            }),
            UIBarButtonItem(image: UIImage(systemName: "timer"), primaryAction: UIAction { [weak self] _ in
                self?.presenter.didTapQuickTimer()
            })
        ]
        presenter.viewDidLoad()
    }

    func show(recipes: [RecipeSummary]) {
        self.recipes = recipes
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Recipe", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = recipes[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectRecipe(at: indexPath.row)
    }
}
