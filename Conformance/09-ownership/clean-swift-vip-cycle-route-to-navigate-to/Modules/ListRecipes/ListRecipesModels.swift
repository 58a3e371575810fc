//
//  ListRecipesModels.swift
//  Larder
//

import UIKit

enum ListRecipes {

    // MARK: Use cases

    enum FetchRecipes {
        struct Request {
        }
        struct Response {
            var recipes: [Recipe]
        }
        struct ViewModel {
            struct DisplayedRecipe {
                var title: String
                var duration: String
            }
            var displayedRecipes: [DisplayedRecipe]
        }
    }
}
