import Foundation

final class TrailsInteractor {
    private let store: TrailStore

    init(store: TrailStore) {
        self.store = store
    }

    var trails: [Trail] { store.trails }
}
