//
//  SimmerApp.swift
//  Simmer
//

import SwiftUI

struct OpenedRecipe: Identifiable {
    let id: String
}

@main
struct SimmerApp: App {
    @State private var openedRecipe: OpenedRecipe?

    var body: some Scene {
        WindowGroup {
            RecipeListBuilder.build()
                // simmer://recipe/<id>
                .onOpenURL { url in
                    guard url.scheme == "simmer", url.host == "recipe" else { return }
                    openedRecipe = OpenedRecipe(id: url.lastPathComponent)
                }
                .sheet(item: $openedRecipe) { recipe in
                    RecipeDetailBuilder.build(recipeId: recipe.id)
                }
        }
    }
}
