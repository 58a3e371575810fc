import Foundation

final class TrailMapInteractor {
    private let store: TrailStore

    init(store: TrailStore) {
        self.store = store
    }

    func waypoints(for trail: Trail) -> [String] {
        store.waypoints(for: trail.id)
    }
}
