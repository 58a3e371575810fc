//
//  CreateRecipePresenter.swift
//  Larder
//

import Foundation

protocol CreateRecipePresentationLogic {
    func presentSavedRecipe(response: CreateRecipe.SaveRecipe.Response)
}

class CreateRecipePresenter: CreateRecipePresentationLogic {

    weak var viewController: CreateRecipeDisplayLogic?

    // MARK: Save recipe

    func presentSavedRecipe(response: CreateRecipe.SaveRecipe.Response) {
        viewController?.displaySavedRecipe(viewModel: CreateRecipe.SaveRecipe.ViewModel(recipe: response.recipe))
    }
}
