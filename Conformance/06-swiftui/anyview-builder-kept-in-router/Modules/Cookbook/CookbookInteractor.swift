import Foundation

final class CookbookInteractor {
    private let api: RecipeAPI

    init(api: RecipeAPI) {
        self.api = api
    }

    func quickDishes() async -> [Dish] {
        let dishes = (try? await api.dishes()) ?? []
        return dishes.sorted { $0.minutes < $1.minutes }
    }
}
