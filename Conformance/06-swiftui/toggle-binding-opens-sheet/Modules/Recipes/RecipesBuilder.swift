import SwiftUI

enum RecipesBuilder {
    @MainActor
    static func build(book: RecipeBook, preferences: DietPreferences) -> some View {
        let interactor = RecipesInteractor(book: book)
        let presenter = RecipesPresenter(interactor: interactor, preferences: preferences)
        return RecipesView(presenter: presenter)
    }
}
