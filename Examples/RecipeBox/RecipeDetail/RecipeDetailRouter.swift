//
//  RecipeDetailRouter.swift
//  RecipeDetail
//
//  Created by Daniel Park on 2024/03/04.
//

import UIKit
import Comments

protocol RecipeDetailRouterInterface: AnyObject {
    func presentComments(recipeID: String, recipeTitle: String)
}

/// Presents the recipe's comments as a page sheet in their own navigation controller.
final class RecipeDetailRouter: RecipeDetailRouterInterface {

    weak var viewController: UIViewController?

    func presentComments(recipeID: String, recipeTitle: String) {
        let commentsViewController = CommentsBuilder().build(recipeID: recipeID, recipeTitle: recipeTitle)
        let navigationController = UINavigationController(rootViewController: commentsViewController)
        navigationController.modalPresentationStyle = .pageSheet
        viewController?.present(navigationController, animated: true)
    }
}
