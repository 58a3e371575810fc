import Foundation

final class BirdInteractor {
    private let store: SightingStore

    init(store: SightingStore) {
        self.store = store
    }

    func notes(for bird: BirdItem) async -> [String] {
        await store.notes(for: bird)
    }

    func addNote(_ note: String, for bird: BirdItem) async {
        await store.addNote(note, for: bird)
    }
}
