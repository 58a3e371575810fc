import Foundation
import CoreLocation

struct Station: Hashable {
    let id: Int
    let name: String
    let latitude: CLLocationDegrees
    let longitude: CLLocationDegrees
    let bikesAvailable: Int
}

protocol StationMapInteractorInput: AnyObject {
    func stations() -> [Station]
}

final class StationMapInteractor: StationMapInteractorInput {

    func stations() -> [Station] {
        [
            Station(id: 101, name: "Canal Basin", latitude: 52.4791, longitude: -1.9103, bikesAvailable: 7),
            Station(id: 114, name: "Jewellery Quarter", latitude: 52.4890, longitude: -1.9135, bikesAvailable: 0),
            Station(id: 122, name: "Digbeth Coach Station", latitude: 52.4751, longitude: -1.8868, bikesAvailable: 3)
        ]
    }
}
