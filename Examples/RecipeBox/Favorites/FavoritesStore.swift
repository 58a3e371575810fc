//
//  FavoritesStore.swift
//  Favorites
//
//  Created by Sora Kim on 2024/03/06.
//

import Foundation

final class FavoritesStore {

    private let defaults: UserDefaults
    private let key = "recipebox.favorites"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func allFavorites() -> [FavoritesEntity] {
        let stored = defaults.dictionary(forKey: key) as? [String: String] ?? [:]
        return stored
            .map { FavoritesEntity(recipeID: $0.key, title: $0.value) }
            .sorted { $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending }
    }

    func remove(recipeID: String) {
        var stored = defaults.dictionary(forKey: key) as? [String: String] ?? [:]
        stored.removeValue(forKey: recipeID)
        defaults.set(stored, forKey: key)
    }
}
