import Foundation

/// Supplies the surf spots the app knows and today's tide readings.
final class TideRepository {
    static let shared = TideRepository()

    /// Every surf spot, in the order the spots list shows them.
    func spots() -> [Spot] {
        [
            Spot(id: 1, name: "North Jetty", region: "Bay"),
            Spot(id: 2, name: "Long Reef", region: "Point"),
        ]
    }

    /// Today's low and high tides, earliest first.
    func todaysReadings() -> [TideReading] {
        [TideReading(time: "06:10", heightMeters: 0.4), TideReading(time: "12:25", heightMeters: 1.9)]
    }
}
