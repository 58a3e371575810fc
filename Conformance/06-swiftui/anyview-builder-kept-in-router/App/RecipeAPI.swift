import Foundation

struct Dish: Identifiable, Hashable {
    let id: Int
    let title: String
    let minutes: Int
}

struct Ingredient: Identifiable, Hashable {
    let id: Int
    let name: String
    let quantity: String
}

final class RecipeAPI {
    static let shared = RecipeAPI()

    func dishes() async throws -> [Dish] {
        [Dish(id: 1, title: "Shakshuka", minutes: 25), Dish(id: 2, title: "Mushroom risotto", minutes: 40)]
    }

    func ingredients(dishID: Dish.ID) async throws -> [Ingredient] {
        [Ingredient(id: 1, name: "Eggs", quantity: "4"), Ingredient(id: 2, name: "Tomatoes", quantity: "400 g")]
    }
}
