import Foundation

final class RecipeInteractor {
    private let book: RecipeBook

    init(book: RecipeBook) {
        self.book = book
    }

    func loadRecipe() -> Recipe {
        book.recipeOfTheDay()
    }
}
