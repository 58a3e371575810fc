import UIKit

protocol TripsRouterInput: AnyObject {
    func openBooking(for tripID: Trip.ID)
}

final class TripsRouter: TripsRouterInput {

    private let onOpenBooking: (Trip.ID) -> Void

    init(onOpenBooking: @escaping (Trip.ID) -> Void) {
        self.onOpenBooking = onOpenBooking
    }

    func openBooking(for tripID: Trip.ID) {
        onOpenBooking(tripID)
    }
}
