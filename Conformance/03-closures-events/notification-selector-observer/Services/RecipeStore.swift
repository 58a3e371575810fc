import Foundation

struct Recipe: Codable, Equatable {
    let title: String
    let steps: String
}

final class RecipeStore {

    private var recipes: [Recipe] = []

    func all() -> [Recipe] {
        recipes
    }

    func insert(_ recipe: Recipe) {
        recipes.append(recipe)
    }
}
