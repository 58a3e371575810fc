import Foundation

final class WorkbenchInteractor {
    private let store: BikeShopStore

    init(store: BikeShopStore) {
        self.store = store
    }

    func openBookings() -> [TuneUpBooking] {
        store.open().sorted { $0.id < $1.id }
    }
}
