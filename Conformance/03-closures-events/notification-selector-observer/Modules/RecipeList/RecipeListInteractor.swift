import Foundation

protocol RecipeListInteractorInput: AnyObject {
    func recipes() -> [Recipe]
}

final class RecipeListInteractor: RecipeListInteractorInput {

    private let store: RecipeStore

    init(store: RecipeStore) {
        self.store = store
    }

    func recipes() -> [Recipe] {
        store.all()
    }
}
