import Foundation

struct Sighting: Equatable {
    let species: String
    let place: String
    let date: Date
    let count: Int
}

final class SightingStore {
    static let shared = SightingStore()

    private(set) var sightings: [Sighting] = [
        Sighting(species: "Kingfisher", place: "Mill pond", date: Date(timeIntervalSince1970: 1_716_800_000), count: 1),
        Sighting(species: "Grey heron", place: "River bend", date: Date(timeIntervalSince1970: 1_716_900_000), count: 2),
        Sighting(species: "Goldfinch", place: "Allotments", date: Date(timeIntervalSince1970: 1_717_000_000), count: 6)
    ]

    func add(_ sighting: Sighting) {
        sightings.insert(sighting, at: 0)
    }
}
