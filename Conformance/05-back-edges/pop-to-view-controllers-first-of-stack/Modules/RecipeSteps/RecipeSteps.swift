import UIKit

final class RecipeStepsViewController: UIViewController {
    var presenter: RecipeStepsPresenter!
    private let stepsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.recipe.name
        view.backgroundColor = .systemBackground
        stepsLabel.numberOfLines = 0
        stepsLabel.text = presenter.recipe.steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
        stepsLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(stepsLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Into the oven", style: .done, target: self, action: #selector(ovenTapped))
    }

    @objc private func ovenTapped() {
        presenter.didTapIntoOven()
    }
}

final class RecipeStepsPresenter {
    let recipe: Recipe
    var wireframe: RecipeStepsWireframe!

    init(recipe: Recipe) {
        self.recipe = recipe
    }

    func didTapIntoOven() {
        wireframe.openTimer(minutes: recipe.bakeMinutes)
    }
}

final class RecipeStepsWireframe {
    private weak var viewController: UIViewController?

    static func createModule(recipe: Recipe) -> UIViewController {
        let view = RecipeStepsViewController()
        let presenter = RecipeStepsPresenter(recipe: recipe)
        let wireframe = RecipeStepsWireframe()
        view.presenter = presenter
        presenter.wireframe = wireframe
        wireframe.viewController = view
        return view
    }

    func openTimer(minutes: Int) {
        let timer = BakeTimerWireframe.createModule(minutes: minutes)
        viewController?.navigationController?.pushViewController(timer, animated: true)
    }
}
