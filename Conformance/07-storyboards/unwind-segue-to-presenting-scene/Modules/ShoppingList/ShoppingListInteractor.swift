import Foundation

final class ShoppingListInteractor {
    private let store: GroceryStore

    init(store: GroceryStore) {
        self.store = store
    }

    func itemsByAisle() -> [GroceryItem] {
        store.items.sorted { $0.aisle < $1.aisle }
    }
}
