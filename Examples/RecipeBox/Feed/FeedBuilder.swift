//
//  FeedBuilder.swift
//  Feed
//
//  Created by Daniel Park on 2024/02/27.
//

import UIKit

/// Builds the Feed tab: the recipe list inside a navigation controller with large titles.
public final class FeedBuilder {

    public init() {}

    public func build() -> UIViewController {
        let router = FeedRouter()
        let interactor = FeedInteractor()
        let presenter = FeedPresenter(interactor: interactor, router: router)
        let viewController = FeedViewController(presenter: presenter)

        interactor.output = presenter
        presenter.view = viewController

        let navigationController = UINavigationController(rootViewController: viewController)
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.tabBarItem = UITabBarItem(title: "Feed",
                                                       image: UIImage(systemName: "flame"),
                                                       tag: 0)
        router.navigationController = navigationController
        return navigationController
    }
}
