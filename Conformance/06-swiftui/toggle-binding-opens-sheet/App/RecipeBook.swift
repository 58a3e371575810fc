import Foundation

enum Diet: String, CaseIterable, Identifiable, Hashable {
    case vegetarian = "Vegetarian"
    case vegan = "Vegan"
    case glutenFree = "Gluten-free"
    case dairyFree = "Dairy-free"

    var id: String { rawValue }
}

struct Recipe: Identifiable, Hashable {
    let id: Int
    let title: String
    let minutes: Int
    let diets: Set<Diet>
}

@MainActor
final class DietPreferences: ObservableObject {
    @Published var required: Set<Diet> = []
    @Published var maxMinutes: Int = 60
}

final class RecipeBook {

    private let all: [Recipe] = [
        Recipe(id: 1, title: "Charred leek risotto", minutes: 40, diets: [.vegetarian, .glutenFree]),
        Recipe(id: 2, title: "Chickpea and squash tagine", minutes: 55, diets: [.vegetarian, .vegan, .dairyFree]),
        Recipe(id: 3, title: "Miso-glazed salmon", minutes: 25, diets: [.glutenFree, .dairyFree]),
        Recipe(id: 4, title: "Buckwheat pancakes", minutes: 20, diets: [.vegetarian, .glutenFree])
    ]

    func recipes(matching diets: Set<Diet>, within minutes: Int) async -> [Recipe] {
        all.filter { diets.isSubset(of: $0.diets) && $0.minutes <= minutes }
    }
}
