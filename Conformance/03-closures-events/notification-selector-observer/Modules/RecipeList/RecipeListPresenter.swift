import Foundation

protocol RecipeListViewOutput: AnyObject {
    func viewDidLoad()
    func didTapNewRecipe()
}

final class RecipeListPresenter: NSObject, RecipeListViewOutput {

    weak var view: RecipeListViewInput?
    private let interactor: RecipeListInteractorInput
    private let router: RecipeListRouterInput

    init(interactor: RecipeListInteractorInput, router: RecipeListRouterInput) {
        self.interactor = interactor
        self.router = router
        super.init()
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func viewDidLoad() {
        NotificationCenter.default.addObserver(self,
                                               selector: #selector(recipeDidSave(_:)),
                                               name: .recipeDidSave,
                                               object: nil)
        view?.show(interactor.recipes().map(\.title))
    }

    func didTapNewRecipe() {
        router.openEditor()
    }

    @objc private func recipeDidSave(_ notification: Notification) {
        guard let recipe = notification.userInfo?["recipe"] as? Recipe else { return }
        view?.show(interactor.recipes().map(\.title))
        router.openDetail(for: recipe)
    }
}
