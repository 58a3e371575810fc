//
//  CreateRecipeModels.swift
//  Larder
//

import UIKit

enum CreateRecipe {

    // MARK: Use cases

    enum SaveRecipe {
        struct Request {
            var title: String
            var minutes: Int
        }
        struct Response {
            var recipe: Recipe?
        }
        struct ViewModel {
            var recipe: Recipe?
        }
    }
}
