import Foundation

protocol RecipeBookViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectRecipe(at index: Int)
    func didTapShoppingList()
    func didTapQuickTimer()
}

final class RecipeBookPresenter: RecipeBookViewOutput {
    weak var view: RecipeBookViewInput?
    var interactor: RecipeBookInteractorInput!
    var router: RecipeBookRouterInput!

    private var recipes: [RecipeSummary] = []

    func viewDidLoad() {
        recipes = interactor.fetchRecipes()
        view?.show(recipes: recipes)
    }

    func didSelectRecipe(at index: Int) {
        let recipe = recipes[index]
        router.navigate(to: .recipe(id: recipe.id, servings: interactor.preferredServings()))
    }

    func didTapShoppingList() {
        router.navigate(to: .shoppingList(items: interactor.shoppingItems()))
    }

    func didTapQuickTimer() {
        router.navigate(to: .timer(minutes: interactor.lastTimerMinutes()))
    }
}
