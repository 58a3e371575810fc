import Foundation

protocol CellarInteractorInput: AnyObject {
    func bottlesByVintage() -> [Bottle]
    func add(_ bottle: Bottle)
}

final class CellarInteractor: CellarInteractorInput {

    private let store: CellarStore

    init(store: CellarStore) {
        self.store = store
    }

    func bottlesByVintage() -> [Bottle] {
        store.bottles.sorted { $0.vintage < $1.vintage }
    }

    func add(_ bottle: Bottle) {
        store.add(bottle)
    }
}
