//
//  FavoritesInteractor.swift
//  Favorites
//
//  Created by Sora Kim on 2024/03/06.
//

import Foundation

final class FavoritesInteractor: FavoritesInteractorInputInterface {

    weak var output: FavoritesInteractorOutputInterface?

    private let store: FavoritesStore

    init(store: FavoritesStore = FavoritesStore()) {
        self.store = store
    }

    func loadFavorites() {
        output?.didLoadFavorites(store.allFavorites())
    }

    func removeFavorite(recipeID: String) {
        store.remove(recipeID: recipeID)
        output?.didLoadFavorites(store.allFavorites())
    }
}
