//
//  FavoritesRouter.swift
//  Favorites
//
//  Created by Sora Kim on 2024/03/06.
//

import UIKit
import RecipeDetail

/// Pushes the detail screen of a favourite recipe.
final class FavoritesRouter: FavoritesRouterInterface {

    weak var viewController: UIViewController?

    func openRecipe(id: String) {
        guard !id.isEmpty else { return }
        let recipeViewController = RecipeDetailBuilder().build(recipeID: id)
        viewController?.navigationController?.pushViewController(recipeViewController, animated: true)
    }
}
