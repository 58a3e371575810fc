import UIKit

enum RecipeEditorBuilder {

    static func build(store: RecipeStore) -> UIViewController {
        let view = RecipeEditorViewController()
        let interactor = RecipeEditorInteractor(store: store)
        let router = RecipeEditorRouter()
        let presenter = RecipeEditorPresenter(interactor: interactor, router: router)
        interactor.output = presenter
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
