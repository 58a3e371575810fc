import Foundation

struct Sighting {
    let speciesId: String
    let commonName: String
    let place: String
    let date: Date
}

protocol SightingsInteractorInput: AnyObject {
    func recentSightings() -> [Sighting]
}

final class SightingsInteractor: SightingsInteractorInput {

    private let catalog: BirdCatalog

    init(catalog: BirdCatalog = .shared) {
        self.catalog = catalog
    }

    func recentSightings() -> [Sighting] {
        catalog.birds.enumerated().map { index, bird in
            Sighting(speciesId: bird.id,
                     commonName: bird.commonName,
                     place: "Riverside marsh",
                     date: Date().addingTimeInterval(-Double(index + 1) * 5_400))
        }
    }
}
