import Foundation

struct Garage {
    let name: String
    let freeSpaces: Int
    let hourlyRate: Decimal
}

protocol ParkingZonesInteractorInput: AnyObject {
    func zoneNames() -> [String]
    func fetchNearestGarage(completion: @escaping (Garage?) -> Void)
}

final class ParkingZonesInteractor: ParkingZonesInteractorInput {

    private let service: GarageService

    init(service: GarageService) {
        self.service = service
    }

    func zoneNames() -> [String] {
        ["Zone A · Old Town", "Zone B · Harbour", "Zone C · Stadium"]
    }

    func fetchNearestGarage(completion: @escaping (Garage?) -> Void) {
        service.nearest(latitude: 59.437, longitude: 24.745, completion: completion)
    }
}

final class GarageService {

    func nearest(latitude: Double, longitude: Double, completion: @escaping (Garage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + 0.3) {
            completion(Garage(name: "Harbour P2", freeSpaces: 41, hourlyRate: 2.5))
        }
    }
}
