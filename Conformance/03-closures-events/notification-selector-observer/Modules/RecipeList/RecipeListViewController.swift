import UIKit

protocol RecipeListViewInput: AnyObject {
    func show(_ titles: [String])
}

final class RecipeListViewController: UITableViewController, RecipeListViewInput {

    var presenter: RecipeListViewOutput!
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "RecipeCell")
        presenter.viewDidLoad()
    }

    func show(_ titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count + 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = indexPath.row < titles.count ? titles[indexPath.row] : "New recipe…"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.row == titles.count {
            presenter.didTapNewRecipe()
        }
    }
}
