import Foundation

final class VehiclesInteractor {
    private let garage: GarageStore

    init(garage: GarageStore) {
        self.garage = garage
    }

    func vehicles() async -> [Vehicle] {
        await garage.vehicles()
    }
}
