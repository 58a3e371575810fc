import Foundation

final class CellarInteractor {
    private let store: CellarStore

    init(store: CellarStore) {
        self.store = store
    }

    func bottles() -> [Bottle] {
        store.bottles.sorted { $0.vintage < $1.vintage }
    }
}
