import Foundation

struct Ingredient: Hashable {
    let name: String
    let grams: Int
}

struct Step: Hashable {
    let text: String
    let minutes: Int
}

struct Recipe {
    let title: String
    let servings: Int
    let ingredients: [Ingredient]
    let steps: [Step]
}

final class RecipeBook {
    static let shared = RecipeBook()

    func recipeOfTheDay() -> Recipe {
        Recipe(
            title: "Sourdough focaccia",
            servings: 8,
            ingredients: [
                Ingredient(name: "Bread flour", grams: 500),
                Ingredient(name: "Water", grams: 400),
                Ingredient(name: "Sourdough starter", grams: 100),
                Ingredient(name: "Olive oil", grams: 60),
                Ingredient(name: "Flaky salt", grams: 12)
            ],
            steps: [
                Step(text: "Mix flour, water and starter; rest", minutes: 45),
                Step(text: "Stretch and fold, four rounds", minutes: 120),
                Step(text: "Dimple into the oiled tin and proof", minutes: 90),
                Step(text: "Bake at 230 °C", minutes: 25)
            ]
        )
    }
}
