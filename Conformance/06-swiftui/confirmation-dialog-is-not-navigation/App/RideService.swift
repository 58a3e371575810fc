import Foundation

struct Ride: Identifiable, Hashable {
    enum Status: String {
        case booked = "Booked"
        case cancelled = "Cancelled"
    }

    let id: Int
    let car: String
    let pickup: Date
    var status: Status
}

final class RideService {
    static let shared = RideService()

    func upcomingRides() async -> [Ride] {
        [
            Ride(id: 5521, car: "Renault Zoe · AB-123-CD", pickup: .now.addingTimeInterval(3_600), status: .booked),
            Ride(id: 5530, car: "VW ID.3 · EF-456-GH", pickup: .now.addingTimeInterval(86_400), status: .booked)
        ]
    }

    func cancel(rideID: Ride.ID) async throws {}

    func extend(rideID: Ride.ID, byMinutes minutes: Int) async throws {}
}
