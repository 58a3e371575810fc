import UIKit

protocol RecipeListRouterInput: AnyObject {
    func openEditor()
    func openDetail(for recipe: Recipe)
}

final class RecipeListRouter: RecipeListRouterInput {

    weak var viewController: UIViewController?
    private let store: RecipeStore

    init(store: RecipeStore) {
        self.store = store
    }

    func openEditor() {
        let editor = RecipeEditorBuilder.build(store: store)
        viewController?.present(UINavigationController(rootViewController: editor), animated: true)
    }

    func openDetail(for recipe: Recipe) {
        let detail = RecipeDetailBuilder.build(recipe: recipe)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
