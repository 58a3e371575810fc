//
//  ShowRecipeModels.swift
//  Larder
//

import UIKit

enum ShowRecipe {

    // MARK: Use cases

    enum GetRecipe {
        struct Request {
        }
        struct Response {
            var recipe: Recipe
        }
        struct ViewModel {
            var title: String
            var steps: [String]
        }
    }
}
