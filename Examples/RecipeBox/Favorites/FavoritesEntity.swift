//
//  FavoritesEntity.swift
//  Favorites
//
//  Created by Sora Kim on 2024/03/06.
//

import Foundation

struct FavoritesEntity: Equatable {
    let recipeID: String
    let title: String

    var initials: String {
        title.split(separator: " ")
            .prefix(2)
            .compactMap { $0.first.map(String.init) }
            .joined()
            .uppercased()
    }
}
