import Foundation

extension Notification.Name {
    static let recipeDidSave = Notification.Name("RecipeDidSave")
}

protocol RecipeEditorInteractorInput: AnyObject {
    func save(_ recipe: Recipe)
}

protocol RecipeEditorInteractorOutput: AnyObject {
    func recipeSaved()
}

final class RecipeEditorInteractor: RecipeEditorInteractorInput {

    weak var output: RecipeEditorInteractorOutput?
    private let store: RecipeStore

    init(store: RecipeStore) {
        self.store = store
    }

    func save(_ recipe: Recipe) {
        store.insert(recipe)
        output?.recipeSaved()
        NotificationCenter.default.post(name: .recipeDidSave, object: self, userInfo: ["recipe": recipe])
    }
}
