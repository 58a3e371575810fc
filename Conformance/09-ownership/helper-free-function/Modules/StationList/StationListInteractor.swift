import Foundation

struct Station {
    let id: String
    let name: String
    let powerKW: Int
    let freePlugs: Int
}

protocol StationListInteractorInput: AnyObject {
    func nearbyStations() -> [Station]
}

final class StationListInteractor: StationListInteractorInput {

    func nearbyStations() -> [Station] {
        [
            Station(id: "st-31", name: "Harbour car park", powerKW: 150, freePlugs: 2),
            Station(id: "st-07", name: "Market square", powerKW: 22, freePlugs: 0),
            Station(id: "st-19", name: "Ring road services", powerKW: 300, freePlugs: 5)
        ]
    }
}
