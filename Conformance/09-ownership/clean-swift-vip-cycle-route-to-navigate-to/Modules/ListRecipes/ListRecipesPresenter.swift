//
//  ListRecipesPresenter.swift
//  Larder
//

import Foundation

protocol ListRecipesPresentationLogic {
    func presentFetchedRecipes(response: ListRecipes.FetchRecipes.Response)
}

class ListRecipesPresenter: ListRecipesPresentationLogic {

    weak var viewController: ListRecipesDisplayLogic?

    // MARK: Fetch recipes

    func presentFetchedRecipes(response: ListRecipes.FetchRecipes.Response) {
        let displayedRecipes = response.recipes.map {
            ListRecipes.FetchRecipes.ViewModel.DisplayedRecipe(title: $0.title, duration: "\($0.minutes) min")
        }
        let viewModel = ListRecipes.FetchRecipes.ViewModel(displayedRecipes: displayedRecipes)
        viewController?.displayFetchedRecipes(viewModel: viewModel)
    }
}
