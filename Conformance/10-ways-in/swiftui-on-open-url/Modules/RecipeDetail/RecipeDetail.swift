//
//  RecipeDetail.swift
//  Simmer
//

import SwiftUI

// MARK: - Interactor

protocol RecipeDetailInteractorInput {
    func loadSteps(recipeId: String) -> [String]
}

final class RecipeDetailInteractor: RecipeDetailInteractorInput {
    func loadSteps(recipeId: String) -> [String] {
        ["Prepare the ingredients", "Cook low and slow", "Season and serve"]
    }
}

// MARK: - Presenter

final class RecipeDetailPresenter: ObservableObject {
    @Published private(set) var steps: [String] = []
    private let recipeId: String
    private let interactor: RecipeDetailInteractorInput

    init(recipeId: String, interactor: RecipeDetailInteractorInput) {
        self.recipeId = recipeId
        self.interactor = interactor
    }

    func onAppear() {
        steps = interactor.loadSteps(recipeId: recipeId)
    }
}

// MARK: - View

struct RecipeDetailView: View {
    @ObservedObject var presenter: RecipeDetailPresenter

    var body: some View {
        List(presenter.steps, id: \.self) { step in
            Text(step)
        }
        .navigationTitle("Recipe")
        .onAppear(perform: presenter.onAppear)
    }
}

// MARK: - Builder

enum RecipeDetailBuilder {
    static func build(recipeId: String) -> some View {
        RecipeDetailView(presenter: RecipeDetailPresenter(recipeId: recipeId, interactor: RecipeDetailInteractor()))
    }
}
