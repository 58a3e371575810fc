import Foundation

protocol RecipeEditorViewOutput: AnyObject {
    func didTapSave(title: String, steps: String)
}

final class RecipeEditorPresenter: RecipeEditorViewOutput, RecipeEditorInteractorOutput {

    private let interactor: RecipeEditorInteractorInput
    private let router: RecipeEditorRouterInput

    init(interactor: RecipeEditorInteractorInput, router: RecipeEditorRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func didTapSave(title: String, steps: String) {
        interactor.save(Recipe(title: title, steps: steps))
    }

    func recipeSaved() {
        router.close()
    }
}
