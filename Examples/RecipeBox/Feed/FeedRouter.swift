//
//  FeedRouter.swift
//  Feed
//
//  Created by Daniel Park on 2024/02/27.
//

import UIKit
import RecipeDetail

/// Pushes a recipe's detail screen from the feed, hiding the tab bar.
final class FeedRouter: FeedRouterInterface {

    weak var navigationController: UINavigationController?

    func showRecipeDetail(recipeID: String) {
        let detailViewController = RecipeDetailBuilder().build(recipeID: recipeID)
        detailViewController.hidesBottomBarWhenPushed = true
        navigationController?.pushViewController(detailViewController, animated: true)
    }
}
