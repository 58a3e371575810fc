import Foundation

final class BedsInteractor {
    private let garden: GardenStore

    init(garden: GardenStore) {
        self.garden = garden
    }

    func beds() async -> [RaisedBed] {
        await garden.allBeds()
    }
}
