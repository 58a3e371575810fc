import Foundation

struct Trip: Identifiable {
    let id: String
    let destination: String
    let dates: String
}

protocol TripsInteractorInput: AnyObject {
    func upcomingTrips() -> [Trip]
}

final class TripsInteractor: TripsInteractorInput {

    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func upcomingTrips() -> [Trip] {
        let saved = defaults.stringArray(forKey: "savedDestinations") ?? ["Lisbon", "Kyoto"]
        return saved.enumerated().map { index, city in
            Trip(id: "trip-\(index)", destination: city, dates: "Next month")
        }
    }
}
