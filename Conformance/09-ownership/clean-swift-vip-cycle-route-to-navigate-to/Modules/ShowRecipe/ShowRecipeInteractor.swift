//
//  ShowRecipeInteractor.swift
//  Larder
//

import Foundation

protocol ShowRecipeBusinessLogic {
    func getRecipe(request: ShowRecipe.GetRecipe.Request)
}

protocol ShowRecipeDataStore {
    var recipe: Recipe? { get set }
}

class ShowRecipeInteractor: ShowRecipeBusinessLogic, ShowRecipeDataStore {

    var presenter: ShowRecipePresentationLogic?
    var recipe: Recipe?

    // MARK: Get recipe

    func getRecipe(request: ShowRecipe.GetRecipe.Request) {
        guard let recipe = recipe else { return }
        presenter?.presentRecipe(response: ShowRecipe.GetRecipe.Response(recipe: recipe))
    }
}
