//
//  CreateRecipeInteractor.swift
//  Larder
//

import Foundation

protocol CreateRecipeBusinessLogic {
    func saveRecipe(request: CreateRecipe.SaveRecipe.Request)
}

protocol CreateRecipeDataStore {
    var recipeToEdit: Recipe? { get set }
}

class CreateRecipeInteractor: CreateRecipeBusinessLogic, CreateRecipeDataStore {

    var presenter: CreateRecipePresentationLogic?
    var recipesWorker = RecipesWorker.store
    var recipeToEdit: Recipe?

    // MARK: Save recipe

    func saveRecipe(request: CreateRecipe.SaveRecipe.Request) {
        let recipe = Recipe(id: UUID(), title: request.title, minutes: request.minutes, steps: [])
        recipesWorker.createRecipe(recipe) { saved in
            self.presenter?.presentSavedRecipe(response: CreateRecipe.SaveRecipe.Response(recipe: saved))
        }
    }
}
