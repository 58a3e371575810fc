import Foundation

final class CatalogInteractor {
    private let store: FurnitureStore

    init(store: FurnitureStore) {
        self.store = store
    }

    func products() async -> [Product] {
        await store.products().sorted { $0.price < $1.price }
    }
}
