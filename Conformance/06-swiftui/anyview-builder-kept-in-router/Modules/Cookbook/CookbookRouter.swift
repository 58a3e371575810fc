import SwiftUI

@MainActor
final class CookbookRouter: ObservableObject {
    @Published var isRecipeShown = false
    private(set) var recipeScreen: AnyView?

    func openRecipe(_ dish: Dish) {
        recipeScreen = RecipeBuilder.build(dish: dish)
        isRecipeShown = true
    }
}
