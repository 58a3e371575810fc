//
//  FeedInterfaces.swift
//  Feed
//
//  Created by Daniel Park on 2024/02/27.
//

import UIKit

protocol FeedViewInterface: AnyObject {
    func showRecipes(_ recipes: [FeedEntity])
    func showLoading(_ isLoading: Bool)
    func showError(message: String)
}

protocol FeedPresenterInterface: AnyObject {
    func viewDidLoad()
    func didPullToRefresh()
    func didSelectRecipe(at index: Int)
}

/// What the feed presenter asks of its interactor.
protocol FeedInteractorInputInterface: AnyObject {
    /// Downloads the feed and reports the recipes, most liked first.
    func fetchRecipes()
}

protocol FeedInteractorOutputInterface: AnyObject {
    func didFetchRecipes(_ recipes: [FeedEntity])
    func didFailToFetchRecipes(_ error: Error)
}

protocol FeedRouterInterface: AnyObject {
    func showRecipeDetail(recipeID: String)
}
