//
//  FavoritesInterfaces.swift
//  Favorites
//
//  Created by Sora Kim on 2024/03/06.
//

import UIKit

protocol FavoritesViewInterface: AnyObject {
    func showFavorites(_ favorites: [FavoritesEntity])
    func showEmptyState(_ isEmpty: Bool)
}

protocol FavoritesPresenterInterface: AnyObject {
    func viewWillAppear()
    func didSelectFavorite(at index: Int)
    func didDeleteFavorite(at index: Int)
}

protocol FavoritesInteractorInputInterface: AnyObject {
    func loadFavorites()
    func removeFavorite(recipeID: String)
}

protocol FavoritesInteractorOutputInterface: AnyObject {
    func didLoadFavorites(_ favorites: [FavoritesEntity])
}

protocol FavoritesRouterInterface: AnyObject {
    func openRecipe(id: String)
}
