import Foundation

@MainActor
final class CookbookPresenter: ObservableObject {
    @Published private(set) var dishes: [Dish] = []

    private let interactor: CookbookInteractor
    private let router: CookbookRouter

    init(interactor: CookbookInteractor, router: CookbookRouter) {
        self.interactor = interactor
        self.router = router
    }

    func load() async {
        dishes = await interactor.quickDishes()
    }

    func didSelect(_ dish: Dish) {
        router.openRecipe(dish)
    }
}
