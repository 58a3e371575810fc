import Foundation

struct Trip {
    let id: UUID
    var destination: String
    var nights: Int
}

protocol TripsInteractorInput: AnyObject {
    func loadTrips() -> [Trip]
    func deleteTrip(id: UUID)
}

final class TripsInteractor: TripsInteractorInput {

    private var trips = [
        Trip(id: UUID(), destination: "Lofoten", nights: 5),
        Trip(id: UUID(), destination: "Porto", nights: 3),
        Trip(id: UUID(), destination: "Kyoto", nights: 9)
    ]

    func loadTrips() -> [Trip] {
        trips
    }

    func deleteTrip(id: UUID) {
        trips.removeAll { $0.id == id }
    }
}
