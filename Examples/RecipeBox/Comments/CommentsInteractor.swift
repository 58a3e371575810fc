//
//  CommentsInteractor.swift
//  Comments
//
//  Created by Mina Cho on 2024/04/02.
//

import Foundation
import Alamofire

protocol CommentsInteractorInputInterface: AnyObject {
    func fetchComments(recipeID: String)
    func postComment(_ text: String, recipeID: String)
}

protocol CommentsInteractorOutputInterface: AnyObject {
    func didFetchComments(_ comments: [CommentsEntity])
    func didPostComment(_ comment: CommentsEntity)
    func didFail(_ error: Error)
}

final class CommentsInteractor: CommentsInteractorInputInterface {

    weak var output: CommentsInteractorOutputInterface?

    private let baseURL = "https://api.recipebox.app/v1/recipes"
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    func fetchComments(recipeID: String) {
        AF.request("\(baseURL)/\(recipeID)/comments")
            .validate()
            .responseDecodable(of: [CommentsEntity].self, decoder: decoder) { [weak self] response in
                switch response.result {
                case .success(let comments):
                    self?.output?.didFetchComments(comments.sorted { $0.postedAt > $1.postedAt })
                case .failure(let error):
                    self?.output?.didFail(error)
                }
            }
    }

    func postComment(_ text: String, recipeID: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        let draft = CommentsDraft(recipeID: recipeID, body: trimmed)
        AF.request("\(baseURL)/\(recipeID)/comments",
                   method: .post,
                   parameters: draft,
                   encoder: JSONParameterEncoder.default)
            .validate()
            .responseDecodable(of: CommentsEntity.self, decoder: decoder) { [weak self] response in
                switch response.result {
                case .success(let comment):
                    self?.output?.didPostComment(comment)
                case .failure(let error):
                    self?.output?.didFail(error)
                }
            }
    }
}
