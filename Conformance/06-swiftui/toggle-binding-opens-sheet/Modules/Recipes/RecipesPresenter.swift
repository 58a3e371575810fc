import Foundation

@MainActor
final class RecipesPresenter: ObservableObject {
    @Published private(set) var recipes: [Recipe] = []
    let preferences: DietPreferences

    private let interactor: RecipesInteractor

    init(interactor: RecipesInteractor, preferences: DietPreferences) {
        self.interactor = interactor
        self.preferences = preferences
    }

    var activeFilterSummary: String? {
        guard !preferences.required.isEmpty else { return nil }
        return preferences.required.map(\.rawValue).sorted().joined(separator: ", ")
    }

    func load() async {
        recipes = await interactor.recipes(for: preferences.required, maxMinutes: preferences.maxMinutes)
    }

    func subtitle(of recipe: Recipe) -> String {
        "\(recipe.minutes) min"
    }
}
