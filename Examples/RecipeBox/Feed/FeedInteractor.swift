//
//  FeedInteractor.swift
//  Feed
//
//  Created by Daniel Park on 2024/02/27.
//

import Foundation
import Services

final class FeedInteractor: FeedInteractorInputInterface {

    weak var output: FeedInteractorOutputInterface?

    private let session: URLSession
    private var currentTask: URLSessionDataTask?

    init(session: URLSession = .shared) {
        self.session = session
    }

    func fetchRecipes() {
        currentTask?.cancel()
        currentTask = session.dataTask(with: RecipeAPIClient.shared.feedURL) { [weak self] data, _, error in
            let result: Result<[FeedEntity], Error>
            if let error = error {
                result = .failure(error)
            } else {
                do {
                    let recipes = try JSONDecoder().decode([FeedEntity].self, from: data ?? Data())
                    result = .success(recipes)
                } catch {
                    result = .failure(error)
                }
            }
            DispatchQueue.main.async {
                self?.deliver(result)
            }
        }
        currentTask?.resume()
    }

    private func deliver(_ result: Result<[FeedEntity], Error>) {
        switch result {
        case .success(let recipes):
            output?.didFetchRecipes(recipes.sorted { $0.likes > $1.likes })
        case .failure(let error):
            output?.didFailToFetchRecipes(error)
        }
    }
}
