import Foundation
import CoreLocation

struct ParkingZone {
    let code: String
    let hourlyRate: Decimal
    let coordinate: CLLocationCoordinate2D
}

protocol ParkingMapInteractorInput: AnyObject {
    func nearbyZones() -> [ParkingZone]
}

final class ParkingMapInteractor: ParkingMapInteractorInput {
    func nearbyZones() -> [ParkingZone] {
        [
            ParkingZone(code: "A12", hourlyRate: 2.5, coordinate: CLLocationCoordinate2D(latitude: 52.37, longitude: 4.89)),
            ParkingZone(code: "B04", hourlyRate: 4.0, coordinate: CLLocationCoordinate2D(latitude: 52.36, longitude: 4.90))
        ]
    }
}
