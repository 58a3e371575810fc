import Foundation

enum LightLevel: String, CaseIterable, Identifiable {
    case shade = "Mostly shade"
    case bright = "Bright, indirect"
    case sunny = "Full sun"

    var id: String { rawValue }
}

struct Houseplant: Identifiable, Hashable {
    let id: Int
    let name: String
    let species: String
    let waterEveryDays: Int
    var lastWatered: Date
}

final class Greenhouse {
    private(set) var light: LightLevel = .bright
    private var plants: [Houseplant] = [
        Houseplant(id: 1, name: "Monty", species: "Monstera deliciosa", waterEveryDays: 7,
                   lastWatered: Date().addingTimeInterval(-86_400 * 5)),
        Houseplant(id: 2, name: "Spike", species: "Sansevieria", waterEveryDays: 14,
                   lastWatered: Date().addingTimeInterval(-86_400 * 15)),
        Houseplant(id: 3, name: "Fern Gully", species: "Boston fern", waterEveryDays: 3,
                   lastWatered: Date().addingTimeInterval(-86_400))
    ]

    func save(light: LightLevel) {
        self.light = light
    }

    func allPlants() async -> [Houseplant] {
        plants
    }

    func markWatered(_ plant: Houseplant) {
        guard let index = plants.firstIndex(where: { $0.id == plant.id }) else { return }
        plants[index].lastWatered = Date()
    }
}
