import UIKit

final class RecipeDetailViewController: UIViewController {
    var presenter: RecipeDetailPresenter!
    var recipeID: Int = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        presenter.load(recipeID: recipeID)
    }

    func show(steps: [String]) {
        title = "\(steps.count) steps"
    }
}

final class RecipeDetailPresenter {
    weak var view: RecipeDetailViewController?

    func load(recipeID: Int) {
        view?.show(steps: ["Prep", "Cook", "Serve"])
    }
}

enum RecipeDetailBuilder {
    static func build() -> UIViewController {
        let view = RecipeDetailViewController()
        let presenter = RecipeDetailPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
