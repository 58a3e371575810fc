import Foundation

protocol PantryInteractorInput: AnyObject {
    func entries() -> [PantryEntry]
    func remove(_ entry: PantryEntry)
}

final class PantryInteractor: PantryInteractorInput {

    private let store: PantryStore

    init(store: PantryStore) {
        self.store = store
    }

    func entries() -> [PantryEntry] {
        store.entries.sorted { ($0.bestBefore ?? .distantFuture) < ($1.bestBefore ?? .distantFuture) }
    }

    func remove(_ entry: PantryEntry) {
        store.remove(id: entry.id)
    }
}
