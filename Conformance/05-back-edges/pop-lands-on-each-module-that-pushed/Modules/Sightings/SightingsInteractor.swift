import Foundation

final class SightingsInteractor {

    func recentSightings() -> [Sighting] {
        Array(FieldNotebook.shared.sightings.prefix(50))
    }
}
