import Foundation

final class RecipesInteractor {
    private let book: RecipeBook

    init(book: RecipeBook) {
        self.book = book
    }

    func recipes(for diets: Set<Diet>, maxMinutes: Int) async -> [Recipe] {
        await book.recipes(matching: diets, within: maxMinutes)
    }
}
