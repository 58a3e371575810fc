import Foundation

final class GardenInteractor {
    private let store: GardenStore

    init(store: GardenStore) {
        self.store = store
    }

    func bed(withID id: Bed.ID) -> Bed? {
        store.beds.first { $0.id == id }
    }
}
