import UIKit

enum RecipeBookRoute {
    case recipe(id: Int, servings: Int)
    case shoppingList(items: [String])
    case timer(minutes: Int)
}

protocol RecipeBookRouterInput: AnyObject {
    func navigate(to route: RecipeBookRoute)
}

final class RecipeBookRouter: RecipeBookRouterInput {
    weak var viewController: UIViewController?

    func navigate(to route: RecipeBookRoute) {
        switch route {
        case let .recipe(id, servings):
            let recipe = RecipeBuilder.build(recipeID: id, servings: servings)
            viewController?.navigationController?.pushViewController(recipe, animated: true)
        case .shoppingList(let items):
            let list = ShoppingListBuilder.build(items: items)
            viewController?.present(list, animated: true)
        case .timer(let minutes) where minutes > 0:
            let timer = CookingTimerBuilder.build(minutes: minutes)
            timer.modalPresentationStyle = .pageSheet
            viewController?.present(timer, animated: true)
        case .timer:
            break
        }
    }
}
