import Foundation

struct Dive: Identifiable, Equatable {
    let id: Int
    let site: String
    let maxDepthMetres: Double
    let bottomTimeMinutes: Int
}

struct DiveSite: Equatable {
    let name: String
    let region: String
}

struct GearItem: Equatable {
    let name: String
    let nextServiceDue: String
}

final class DiveStore {

    private(set) var dives: [Dive] = [
        Dive(id: 41, site: "Blue Hole", maxDepthMetres: 28.4, bottomTimeMinutes: 37),
        Dive(id: 42, site: "Manta Point", maxDepthMetres: 17.9, bottomTimeMinutes: 52)
    ]

    let sites: [DiveSite] = [
        DiveSite(name: "Blue Hole", region: "Dahab"),
        DiveSite(name: "Manta Point", region: "Nusa Penida")
    ]

    let gear: [GearItem] = [
        GearItem(name: "Regulator", nextServiceDue: "March"),
        GearItem(name: "BCD", nextServiceDue: "June")
    ]

    func dive(id: Int) -> Dive? {
        dives.first { $0.id == id }
    }
}
