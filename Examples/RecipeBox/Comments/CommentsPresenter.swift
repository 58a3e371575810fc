//
//  CommentsPresenter.swift
//  Comments
//
//  Created by Mina Cho on 2024/04/02.
//

import Foundation

protocol CommentsPresenterInterface: AnyObject {
    var title: String { get }
    func viewDidLoad()
    func didSubmit(text: String)
    func didTapClose()
}

/// Fetches and posts comments for one recipe and closes the comments screen when asked.
final class CommentsPresenter: CommentsPresenterInterface {

    weak var view: CommentsViewInterface?

    let title: String
    private let recipeID: String
    private let interactor: CommentsInteractorInputInterface
    private let router: CommentsRouterInterface
    private var comments: [CommentsEntity] = []

    init(recipeID: String,
         recipeTitle: String,
         interactor: CommentsInteractorInputInterface,
         router: CommentsRouterInterface) {
        self.recipeID = recipeID
        self.title = "Comments · \(recipeTitle)"
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.fetchComments(recipeID: recipeID)
    }

    func didSubmit(text: String) {
        interactor.postComment(text, recipeID: recipeID)
    }

    func didTapClose() {
        router.close()
    }
}

extension CommentsPresenter: CommentsInteractorOutputInterface {

    func didFetchComments(_ comments: [CommentsEntity]) {
        self.comments = comments
        view?.show(comments)
    }

    func didPostComment(_ comment: CommentsEntity) {
        comments.insert(comment, at: 0)
        view?.show(comments)
        view?.clearComposer()
    }

    func didFail(_ error: Error) {
        view?.showMessage("Something went wrong: \(error.localizedDescription)")
    }
}
