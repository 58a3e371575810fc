import Foundation

protocol SightingsInteractorInput: AnyObject {
    func recentSightings() -> [Sighting]
}

final class SightingsInteractor: SightingsInteractorInput {

    func recentSightings() -> [Sighting] {
        let day: TimeInterval = 86_400
        return [
            Sighting(species: "Little egret", place: "Salt marsh hide", count: 3, date: Date()),
            Sighting(species: "Avocet", place: "North scrape", count: 11, date: Date().addingTimeInterval(-day)),
            Sighting(species: "Marsh harrier", place: "Reedbed trail", count: 1, date: Date().addingTimeInterval(-3 * day))
        ]
    }
}
