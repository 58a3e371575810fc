import UIKit

final class RecipeRouter {
    weak var viewController: UIViewController?

    func prepare(for segue: UIStoryboardSegue, recipe: Recipe) {
        switch segue.identifier {
        case "embedIngredients":
            guard let ingredients = segue.destination as? IngredientListViewController else { return }
            ingredients.presenter.configure(with: recipe.ingredients)
        case "embedStepTimer":
            guard let timer = segue.destination as? StepTimerViewController else { return }
            timer.presenter.configure(with: recipe.steps)
        default:
            break
        }
    }
}
