import CoreLocation
import Foundation

struct ParkingZone: Equatable {
    let code: String
    let hourlyRate: Decimal
    let coordinate: CLLocationCoordinate2D

    static func == (lhs: ParkingZone, rhs: ParkingZone) -> Bool {
        lhs.code == rhs.code
    }
}

extension Notification.Name {
    static let parkingZoneDidChange = Notification.Name("ParkingZoneDidChange")
}

protocol ParkingMapInteractorInput: AnyObject {
    func nearbyZones() -> [ParkingZone]
}

final class ParkingMapInteractor: ParkingMapInteractorInput {

    func nearbyZones() -> [ParkingZone] {
        [
            ParkingZone(code: "A12", hourlyRate: 2.5, coordinate: CLLocationCoordinate2D(latitude: 52.37, longitude: 4.89)),
            ParkingZone(code: "B07", hourlyRate: 1.8, coordinate: CLLocationCoordinate2D(latitude: 52.36, longitude: 4.90))
        ]
    }
}
