//
//  RecipesWorker.swift
//  Larder
//
//  Shared worker used by the scenes' interactors (Clean Swift "Workers").
//

import Foundation

final class RecipesWorker {

    static let store = RecipesWorker()

    private(set) var recipes: [Recipe] = [
        Recipe(id: UUID(), title: "Shakshuka", minutes: 25, steps: ["Soften peppers", "Add tomatoes", "Poach eggs"]),
        Recipe(id: UUID(), title: "Miso soup", minutes: 10, steps: ["Warm dashi", "Whisk in miso", "Add tofu"])
    ]

    func fetchRecipes(completion: @escaping ([Recipe]) -> Void) {
        completion(recipes)
    }

    func createRecipe(_ recipe: Recipe, completion: @escaping (Recipe?) -> Void) {
        guard !recipe.title.isEmpty else { return completion(nil) }
        recipes.append(recipe)
        completion(recipe)
    }
}
