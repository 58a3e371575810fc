import Foundation

final class TripsInteractor {
    private let store: TripStore

    init(store: TripStore) {
        self.store = store
    }

    func upcoming() async -> [Trip] {
        await store.upcomingTrips().sorted { $0.start < $1.start }
    }
}
