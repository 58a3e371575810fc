//
//  FavoritesBuilder.swift
//  Favorites
//
//  Created by Sora Kim on 2024/03/06.
//

import UIKit

/// Builds the Favorites tab inside its own navigation controller.
public final class FavoritesBuilder {

    public init() {}

    public func build() -> UIViewController {
        let router = FavoritesRouter()
        let interactor = FavoritesInteractor()
        let presenter = FavoritesPresenter(interactor: interactor, router: router)
        let viewController = FavoritesViewController(presenter: presenter)

        interactor.output = presenter
        presenter.view = viewController
        router.viewController = viewController

        let navigationController = UINavigationController(rootViewController: viewController)
        navigationController.tabBarItem = UITabBarItem(title: "Favorites",
                                                       image: UIImage(systemName: "heart"),
                                                       selectedImage: UIImage(systemName: "heart.fill"))
        return navigationController
    }
}
