//
//  RecipeDetailInteractor.swift
//  RecipeDetail
//
//  Created by Daniel Park on 2024/03/04.
//

import Foundation
import Services

protocol RecipeDetailInteractorInputInterface: AnyObject {
    func loadRecipe(id: String)
    /// Adds the recipe to the favourites, or removes it if it is already one.
    func toggleFavorite(id: String, title: String)
}

protocol RecipeDetailInteractorOutputInterface: AnyObject {
    func didLoadRecipe(_ recipe: RecipeDetailEntity, isFavorite: Bool)
    func didFailToLoadRecipe(_ error: Error)
    func didUpdateFavorite(_ isFavorite: Bool)
}

final class RecipeDetailInteractor: RecipeDetailInteractorInputInterface {

    weak var output: RecipeDetailInteractorOutputInterface?

    private let session: URLSession
    private let defaults: UserDefaults
    private let favoritesKey = "recipebox.favorites"

    init(session: URLSession = .shared, defaults: UserDefaults = .standard) {
        self.session = session
        self.defaults = defaults
    }

    func loadRecipe(id: String) {
        let url = RecipeAPIClient.shared.recipeURL(id: id)
        session.dataTask(with: url) { [weak self] data, _, error in
            DispatchQueue.main.async {
                guard let self = self else { return }
                do {
                    if let error = error { throw error }
                    let recipe = try JSONDecoder().decode(RecipeDetailEntity.self, from: data ?? Data())
                    self.output?.didLoadRecipe(recipe, isFavorite: self.favorites()[id] != nil)
                } catch {
                    self.output?.didFailToLoadRecipe(error)
                }
            }
        }.resume()
    }

    func toggleFavorite(id: String, title: String) {
        var stored = favorites()
        if stored[id] == nil {
            stored[id] = title
        } else {
            stored.removeValue(forKey: id)
        }
        defaults.set(stored, forKey: favoritesKey)
        output?.didUpdateFavorite(stored[id] != nil)
    }

    private func favorites() -> [String: String] {
        defaults.dictionary(forKey: favoritesKey) as? [String: String] ?? [:]
    }
}
