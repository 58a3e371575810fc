import SwiftUI

@main
struct LarderApp: App {
    @StateObject private var preferences = DietPreferences()
    private let book = RecipeBook()

    var body: some Scene {
        WindowGroup {
            RecipesBuilder.build(book: book, preferences: preferences)
        }
    }
}
