//
//  FavoritesPresenter.swift
//  Favorites
//
//  Created by Sora Kim on 2024/03/06.
//

import Foundation

/// Reloads the favourites each time the screen appears and opens or removes the chosen one.
final class FavoritesPresenter: FavoritesPresenterInterface {

    weak var view: FavoritesViewInterface?

    private let interactor: FavoritesInteractorInputInterface
    private let router: FavoritesRouterInterface
    private var favorites: [FavoritesEntity] = []

    init(interactor: FavoritesInteractorInputInterface, router: FavoritesRouterInterface) {
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        interactor.loadFavorites()
    }

    func didSelectFavorite(at index: Int) {
        guard favorites.indices.contains(index) else { return }
        router.openRecipe(id: favorites[index].recipeID)
    }

    func didDeleteFavorite(at index: Int) {
        guard favorites.indices.contains(index) else { return }
        interactor.removeFavorite(recipeID: favorites[index].recipeID)
    }
}

extension FavoritesPresenter: FavoritesInteractorOutputInterface {

    func didLoadFavorites(_ favorites: [FavoritesEntity]) {
        self.favorites = favorites
        view?.showFavorites(favorites)
        view?.showEmptyState(favorites.isEmpty)
    }
}
