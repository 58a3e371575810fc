import Foundation

final class RecipePresenter {
    private weak var view: RecipeView?
    private let interactor: RecipeInteractor

    private(set) lazy var recipe: Recipe = interactor.loadRecipe()

    init(view: RecipeView, interactor: RecipeInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        let totalMinutes = recipe.steps.reduce(0) { $0 + $1.minutes }
        view?.show(
            title: recipe.title,
            subtitle: "Serves \(recipe.servings) · \(totalMinutes / 60) h \(totalMinutes % 60) min"
        )
    }
}
