import Foundation

struct Sighting: Hashable {
    let commonName: String
    let latinName: String
    let count: Int
    let seenAt: Date
}

final class FieldLog {
    static let shared = FieldLog()

    private(set) var sightings: [Sighting] = [
        Sighting(commonName: "Grey heron", latinName: "Ardea cinerea", count: 2, seenAt: Date(timeIntervalSinceNow: -3_600)),
        Sighting(commonName: "Kingfisher", latinName: "Alcedo atthis", count: 1, seenAt: Date(timeIntervalSinceNow: -7_200)),
        Sighting(commonName: "Little egret", latinName: "Egretta garzetta", count: 4, seenAt: Date(timeIntervalSinceNow: -86_400))
    ]
}

enum FieldPreferences {
    static let latinNamesKey = "showLatinNames"
    static let countsKey = "showCounts"

    static func registerDefaults() {
        UserDefaults.standard.register(defaults: [latinNamesKey: false, countsKey: true])
    }
}
