//
//  RecipeAPIClient.swift
//  Services
//
//  Shared by the feature modules; knows the RecipeBox API's addresses and nothing about screens.
//

import Foundation

/// Builds the addresses of the RecipeBox API that the feature modules load recipes from.
public final class RecipeAPIClient {

    public static let shared = RecipeAPIClient()

    private let baseURL: URL

    public init(baseURL: URL = URL(string: "https://api.recipebox.app/v1")!) {
        self.baseURL = baseURL
    }

    /// The feed of popular recipes.
    public var feedURL: URL {
        baseURL.appendingPathComponent("recipes/feed")
    }

    /// One recipe with its ingredients and steps.
    public func recipeURL(id: String) -> URL {
        baseURL.appendingPathComponent("recipes").appendingPathComponent(id)
    }
}
