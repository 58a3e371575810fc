import Foundation

struct Trip {
    let id: UUID
    let destination: String
    let departure: Date
}

protocol TripsInteractorInput: AnyObject {
    func trips() -> [Trip]
    func isPremium() -> Bool
    func addDraftTrip()
}

final class TripsInteractor: TripsInteractorInput {
    private var stored: [Trip] = [
        Trip(id: UUID(), destination: "Lisbon", departure: Date(timeIntervalSinceNow: 86_400 * 12)),
        Trip(id: UUID(), destination: "Kyoto", departure: Date(timeIntervalSinceNow: 86_400 * 60))
    ]

    func trips() -> [Trip] {
        stored.sorted { $0.departure < $1.departure }
    }

    func isPremium() -> Bool {
        UserDefaults.standard.bool(forKey: "premium.active")
    }

    func addDraftTrip() {
        stored.append(Trip(id: UUID(), destination: "New trip", departure: Date(timeIntervalSinceNow: 86_400 * 30)))
    }
}
