import SwiftUI

enum RecipeBuilder {
    static func build(dish: Dish) -> AnyView {
        let interactor = RecipeInteractor(api: .shared)
        let presenter = RecipePresenter(dish: dish, interactor: interactor)
        return AnyView(RecipePage().environmentObject(presenter))
    }
}

struct RecipePage: View {
    @EnvironmentObject private var presenter: RecipePresenter

    var body: some View {
        List {
            Section("Ingredients") {
                ForEach(presenter.ingredients) { ingredient in
                    LabeledContent(ingredient.name, value: ingredient.quantity)
                }
            }
        }
        .navigationTitle(presenter.dish.title)
        .task { await presenter.load() }
    }
}

@MainActor
final class RecipePresenter: ObservableObject {
    let dish: Dish
    @Published private(set) var ingredients: [Ingredient] = []

    private let interactor: RecipeInteractor

    init(dish: Dish, interactor: RecipeInteractor) {
        self.dish = dish
        self.interactor = interactor
    }

    func load() async {
        ingredients = await interactor.ingredients(of: dish)
    }
}

final class RecipeInteractor {
    private let api: RecipeAPI

    init(api: RecipeAPI) {
        self.api = api
    }

    func ingredients(of dish: Dish) async -> [Ingredient] {
        (try? await api.ingredients(dishID: dish.id)) ?? []
    }
}
