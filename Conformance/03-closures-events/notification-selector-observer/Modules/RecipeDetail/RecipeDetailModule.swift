import UIKit

final class RecipeDetailViewController: UIViewController {

    var presenter: RecipeDetailPresenter!
    private let stepsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.recipe.title
        stepsLabel.numberOfLines = 0
        stepsLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        stepsLabel.text = presenter.recipe.steps
        view.addSubview(stepsLabel)
    }
}

final class RecipeDetailPresenter {

    let recipe: Recipe

    init(recipe: Recipe) {
        self.recipe = recipe
    }
}

enum RecipeDetailBuilder {

    static func build(recipe: Recipe) -> UIViewController {
        let view = RecipeDetailViewController()
        view.presenter = RecipeDetailPresenter(recipe: recipe)
        return view
    }
}
