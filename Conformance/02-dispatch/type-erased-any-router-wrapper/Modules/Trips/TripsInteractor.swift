import Foundation

final class TripsInteractor {

    func upcomingTrips() -> [Trip] {
        [
            Trip(id: UUID(), destination: "Lisbon", startDate: Date().addingTimeInterval(86_400 * 12), nights: 4),
            Trip(id: UUID(), destination: "Tromsø", startDate: Date().addingTimeInterval(86_400 * 60), nights: 6)
        ]
    }
}
