import Foundation

struct Station: Equatable {
    let id: Int
    let name: String
    let freeBikes: Int
    let freeDocks: Int
}

struct Bike: Equatable {
    let id: String
    let isElectric: Bool
    let batteryPercent: Int?
}

final class DockNetwork {

    func nearbyStations() -> [Station] {
        [
            Station(id: 7, name: "Canal Basin", freeBikes: 4, freeDocks: 11),
            Station(id: 12, name: "Market Hall", freeBikes: 0, freeDocks: 18),
            Station(id: 31, name: "Railway Arches", freeBikes: 9, freeDocks: 2)
        ]
    }

    func bikes(at station: Station) -> [Bike] {
        [
            Bike(id: "B-2041", isElectric: true, batteryPercent: 82),
            Bike(id: "B-1177", isElectric: false, batteryPercent: nil)
        ]
    }

    func unlockCode(for bike: Bike) -> String {
        String(bike.id.suffix(4))
    }
}
