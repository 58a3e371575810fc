//
//  ShowRecipePresenter.swift
//  Larder
//

import Foundation

protocol ShowRecipePresentationLogic {
    func presentRecipe(response: ShowRecipe.GetRecipe.Response)
}

class ShowRecipePresenter: ShowRecipePresentationLogic {

    weak var viewController: ShowRecipeDisplayLogic?

    // MARK: Get recipe

    func presentRecipe(response: ShowRecipe.GetRecipe.Response) {
        let viewModel = ShowRecipe.GetRecipe.ViewModel(title: response.recipe.title, steps: response.recipe.steps)
        viewController?.displayRecipe(viewModel: viewModel)
    }
}
