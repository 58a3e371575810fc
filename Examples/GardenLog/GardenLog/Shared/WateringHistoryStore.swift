import Foundation

/// Keeps a log of the days each plant was watered, stored in user defaults by plant ID.
final class WateringHistoryStore {

    private let defaults: UserDefaults
    private let keyPrefix = "gardenlog.wateringHistory."

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// Adds a watering on `date` to the plant's log.
    func recordWatering(of plantID: UUID, on date: Date) {
        var dates = wateringDates(of: plantID)
        dates.append(date)
        defaults.set(dates, forKey: keyPrefix + plantID.uuidString)
    }

    /// Returns every logged watering of the plant, oldest first.
    func wateringDates(of plantID: UUID) -> [Date] {
        let stored = defaults.array(forKey: keyPrefix + plantID.uuidString) as? [Date] ?? []
        return stored.sorted()
    }
}
