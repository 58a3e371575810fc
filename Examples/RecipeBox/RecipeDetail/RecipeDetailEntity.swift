//
//  RecipeDetailEntity.swift
//  RecipeDetail
//
//  Created by Daniel Park on 2024/03/04.
//

import Foundation

struct RecipeDetailEntity: Decodable {
    let id: String
    let title: String
    let summary: String
    let servings: Int
    let ingredients: [String]
    let steps: [String]
    let commentCount: Int

    var formattedIngredients: String {
        ingredients.map { "• \($0)" }.joined(separator: "\n")
    }

    var formattedSteps: String {
        steps.enumerated()
            .map { "\($0.offset + 1). \($0.element)" }
            .joined(separator: "\n\n")
    }
}
