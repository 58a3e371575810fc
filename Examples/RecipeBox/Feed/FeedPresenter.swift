//
//  FeedPresenter.swift
//  Feed
//
//  Created by Daniel Park on 2024/02/27.
//

import Foundation

/// Loads the recipe feed for the feed screen and asks the router to show a selected recipe.
final class FeedPresenter: FeedPresenterInterface {

    weak var view: FeedViewInterface?

    private let interactor: FeedInteractorInputInterface
    private let router: FeedRouterInterface
    private var recipes: [FeedEntity] = []

    init(interactor: FeedInteractorInputInterface, router: FeedRouterInterface) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.showLoading(true)
        interactor.fetchRecipes()
    }

    func didPullToRefresh() {
        interactor.fetchRecipes()
    }

    func didSelectRecipe(at index: Int) {
        guard recipes.indices.contains(index) else { return }
        router.showRecipeDetail(recipeID: recipes[index].id)
    }
}

extension FeedPresenter: FeedInteractorOutputInterface {

    func didFetchRecipes(_ recipes: [FeedEntity]) {
        self.recipes = recipes
        view?.showLoading(false)
        view?.showRecipes(recipes)
    }

    func didFailToFetchRecipes(_ error: Error) {
        view?.showLoading(false)
        view?.showError(message: error.localizedDescription)
    }
}
