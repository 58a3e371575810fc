//
//  RecipeList.swift
//  Simmer
//

import SwiftUI

struct RecipeSummary: Identifiable, Hashable {
    let id: String
    let name: String
}

// MARK: - Interactor

protocol RecipeListInteractorInput {
    func loadRecipes() -> [RecipeSummary]
}

final class RecipeListInteractor: RecipeListInteractorInput {
    func loadRecipes() -> [RecipeSummary] {
        [
            RecipeSummary(id: "ragu", name: "Slow-cooked ragù"),
            RecipeSummary(id: "dal", name: "Tarka dal"),
            RecipeSummary(id: "pho", name: "Chicken pho"),
        ]
    }
}

// MARK: - Router

final class RecipeListRouter {
    func makeDetailView(for recipe: RecipeSummary) -> some View {
        RecipeDetailBuilder.build(recipeId: recipe.id)
    }
}

// MARK: - Presenter

final class RecipeListPresenter: ObservableObject {
    @Published private(set) var recipes: [RecipeSummary] = []
    private let interactor: RecipeListInteractorInput
    private let router: RecipeListRouter

    init(interactor: RecipeListInteractorInput, router: RecipeListRouter) {
        self.interactor = interactor
        self.router = router
    }

    func onAppear() {
        recipes = interactor.loadRecipes()
    }

    func detailView(for recipe: RecipeSummary) -> some View {
        router.makeDetailView(for: recipe)
    }
}

// MARK: - View

struct RecipeListView: View {
    @ObservedObject var presenter: RecipeListPresenter

    var body: some View {
        NavigationStack {
            List(presenter.recipes) { recipe in
                NavigationLink(recipe.name) {
                    presenter.detailView(for: recipe)
                }
            }
            .navigationTitle("Recipes")
            .onAppear(perform: presenter.onAppear)
        }
    }
}

// MARK: - Builder

enum RecipeListBuilder {
    static func build() -> some View {
        let presenter = RecipeListPresenter(interactor: RecipeListInteractor(), router: RecipeListRouter())
        return RecipeListView(presenter: presenter)
    }
}
