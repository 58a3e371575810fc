//
//  CommentsBuilder.swift
//  Comments
//
//  Created by Mina Cho on 2024/04/02.
//

import UIKit

/// Builds the comments module for one recipe.
public final class CommentsBuilder {

    public init() {}

    public func build(recipeID: String, recipeTitle: String) -> UIViewController {
        let router = CommentsRouter()
        let interactor = CommentsInteractor()
        let presenter = CommentsPresenter(recipeID: recipeID,
                                          recipeTitle: recipeTitle,
                                          interactor: interactor,
                                          router: router)
        let viewController = CommentsViewController(presenter: presenter)

        interactor.output = presenter
        presenter.view = viewController
        router.viewController = viewController
        return viewController
    }
}
