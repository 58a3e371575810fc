//
//  ListRecipesInteractor.swift
//  Larder
//

import Foundation

protocol ListRecipesBusinessLogic {
    func fetchRecipes(request: ListRecipes.FetchRecipes.Request)
}

protocol ListRecipesDataStore {
    var recipes: [Recipe]? { get }
}

class ListRecipesInteractor: ListRecipesBusinessLogic, ListRecipesDataStore {

    var presenter: ListRecipesPresentationLogic?
    var recipesWorker = RecipesWorker.store
    var recipes: [Recipe]?

    // MARK: Fetch recipes

    func fetchRecipes(request: ListRecipes.FetchRecipes.Request) {
        recipesWorker.fetchRecipes { recipes in
            self.recipes = recipes
            let response = ListRecipes.FetchRecipes.Response(recipes: recipes)
            self.presenter?.presentFetchedRecipes(response: response)
        }
    }
}
