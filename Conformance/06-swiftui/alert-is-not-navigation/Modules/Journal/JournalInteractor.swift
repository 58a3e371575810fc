import Foundation

final class JournalInteractor {
    private let store: JournalStore

    init(store: JournalStore) {
        self.store = store
    }

    func entries() -> [JournalEntry] {
        store.all()
    }

    func delete(_ entry: JournalEntry) {
        store.delete(id: entry.id)
    }
}
