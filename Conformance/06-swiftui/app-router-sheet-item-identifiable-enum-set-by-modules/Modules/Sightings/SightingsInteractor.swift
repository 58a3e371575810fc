import Foundation

final class SightingsInteractor {
    private let logbook: Logbook

    init(logbook: Logbook) {
        self.logbook = logbook
    }

    func sightings() async -> [Sighting] {
        await logbook.all()
    }
}
