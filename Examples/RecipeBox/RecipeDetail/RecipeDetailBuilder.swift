//
//  RecipeDetailBuilder.swift
//  RecipeDetail
//
//  Created by Daniel Park on 2024/03/04.
//

import UIKit

/// Builds the recipe detail module for one recipe ID.
public final class RecipeDetailBuilder {

    public init() {}

    public func build(recipeID: String) -> UIViewController {
        let router = RecipeDetailRouter()
        let interactor = RecipeDetailInteractor()
        let presenter = RecipeDetailPresenter(recipeID: recipeID,
                                              interactor: interactor,
                                              router: router)
        let viewController = RecipeDetailViewController(presenter: presenter)

        interactor.output = presenter
        presenter.view = viewController
        router.viewController = viewController
        return viewController
    }
}
