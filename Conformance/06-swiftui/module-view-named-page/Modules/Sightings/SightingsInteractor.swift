import Foundation

final class SightingsInteractor {
    private let store: SightingStore

    init(store: SightingStore) {
        self.store = store
    }

    func recentBirds() async -> [BirdItem] {
        await store.recentBirds()
    }
}
