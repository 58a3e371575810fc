//
//  RecipeDetailPresenter.swift
//  RecipeDetail
//
//  Created by Daniel Park on 2024/03/04.
//

import Foundation

protocol RecipeDetailPresenterInterface: AnyObject {
    func viewDidLoad()
    func didTapFavorite()
    func didTapComments()
}

/// Loads one recipe for the detail screen, toggles it as a favourite and opens its comments.
final class RecipeDetailPresenter: RecipeDetailPresenterInterface {

    weak var view: RecipeDetailViewInterface?

    private let recipeID: String
    private let interactor: RecipeDetailInteractorInputInterface
    private let router: RecipeDetailRouterInterface
    private var recipe: RecipeDetailEntity?

    init(recipeID: String,
         interactor: RecipeDetailInteractorInputInterface,
         router: RecipeDetailRouterInterface) {
        self.recipeID = recipeID
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadRecipe(id: recipeID)
    }

    func didTapFavorite() {
        guard let recipe = recipe else { return }
        interactor.toggleFavorite(id: recipe.id, title: recipe.title)
    }

    func didTapComments() {
        guard let recipe = recipe else { return }
        router.presentComments(recipeID: recipe.id, recipeTitle: recipe.title)
    }
}

extension RecipeDetailPresenter: RecipeDetailInteractorOutputInterface {

    func didLoadRecipe(_ recipe: RecipeDetailEntity, isFavorite: Bool) {
        self.recipe = recipe
        view?.display(recipe)
        view?.setFavorite(isFavorite)
    }

    func didFailToLoadRecipe(_ error: Error) {
        view?.showPlaceholder(text: "This recipe is unavailable right now.")
    }

    func didUpdateFavorite(_ isFavorite: Bool) {
        view?.setFavorite(isFavorite)
    }
}
