import Foundation

struct Trail: Identifiable, Hashable {
    let id: Int
    let name: String
    let lengthKm: Double
    let elevationGainM: Int
    let needsPermit: Bool
}

struct Waypoint: Identifiable, Hashable {
    let id: Int
    let name: String
    let kilometre: Double
}

final class ParkService {
    func trails() async -> [Trail] {
        [
            Trail(id: 1, name: "Lakeshore loop", lengthKm: 6.4, elevationGainM: 120, needsPermit: false),
            Trail(id: 2, name: "Eagle Ridge", lengthKm: 14.2, elevationGainM: 940, needsPermit: true),
            Trail(id: 3, name: "Old mill path", lengthKm: 3.1, elevationGainM: 40, needsPermit: false)
        ]
    }

    func waypoints(of trail: Trail) async -> [Waypoint] {
        [
            Waypoint(id: 1, name: "Trailhead car park", kilometre: 0),
            Waypoint(id: 2, name: "Viewpoint", kilometre: trail.lengthKm / 2),
            Waypoint(id: 3, name: "Summit cairn", kilometre: trail.lengthKm)
        ]
    }

    func requestPermit(for trail: Trail, date: Date, hikers: Int) async throws -> String {
        "PERMIT-\(trail.id)-\(hikers)"
    }
}
