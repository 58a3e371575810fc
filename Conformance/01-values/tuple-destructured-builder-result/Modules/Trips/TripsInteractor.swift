import Foundation

struct Trip {
    let id: UUID
    let destination: String
    let departure: Date
}

protocol TripsInteractorInput: AnyObject {
    func loadUpcomingTrips() -> [Trip]
}

final class TripsInteractor: TripsInteractorInput {
    func loadUpcomingTrips() -> [Trip] {
        [
            Trip(id: UUID(), destination: "Lisbon", departure: Date().addingTimeInterval(86_400 * 12)),
            Trip(id: UUID(), destination: "Kyoto", departure: Date().addingTimeInterval(86_400 * 40))
        ]
    }
}
