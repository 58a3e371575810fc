import Foundation

struct RecipeSummary {
    let id: Int
    let title: String
}

protocol RecipeBookInteractorInput: AnyObject {
    func fetchRecipes() -> [RecipeSummary]
    func preferredServings() -> Int
    func shoppingItems() -> [String]
    func lastTimerMinutes() -> Int
}

final class RecipeBookInteractor: RecipeBookInteractorInput {
    private let defaults = UserDefaults.standard

    func fetchRecipes() -> [RecipeSummary] {
        [RecipeSummary(id: 1, title: "Shakshuka"), RecipeSummary(id: 2, title: "Mushroom risotto")]
    }

    func preferredServings() -> Int {
        max(defaults.integer(forKey: "servings"), 2)
    }

    func shoppingItems() -> [String] {
        defaults.stringArray(forKey: "shoppingList") ?? []
    }

    func lastTimerMinutes() -> Int {
        defaults.integer(forKey: "timer.lastMinutes")
    }
}
