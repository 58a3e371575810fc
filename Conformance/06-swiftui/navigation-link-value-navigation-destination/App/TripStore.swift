import Foundation

struct Trip: Identifiable, Hashable {
    let id: UUID
    let destination: String
    let start: Date
    let end: Date
}

struct Stop: Identifiable, Hashable {
    let id: UUID
    let place: String
    let day: Int
}

final class TripStore {
    static let shared = TripStore()

    func upcomingTrips() async -> [Trip] {
        let now = Date.now
        return [
            Trip(id: UUID(), destination: "Lisbon", start: now.addingTimeInterval(86_400 * 10), end: now.addingTimeInterval(86_400 * 15)),
            Trip(id: UUID(), destination: "Kyoto", start: now.addingTimeInterval(86_400 * 40), end: now.addingTimeInterval(86_400 * 52))
        ]
    }

    func stops(for tripID: Trip.ID) async -> [Stop] {
        [Stop(id: UUID(), place: "Old town walk", day: 1), Stop(id: UUID(), place: "Museum", day: 2)]
    }
}
