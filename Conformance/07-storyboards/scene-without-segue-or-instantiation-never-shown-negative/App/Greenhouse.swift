import Foundation

struct Houseplant: Hashable {
    let name: String
    let room: String
    let waterEveryDays: Int
    var lastWatered: Date
}

final class Greenhouse {
    static let shared = Greenhouse()

    private(set) var plants: [Houseplant] = [
        Houseplant(name: "Monstera", room: "Living room", waterEveryDays: 7, lastWatered: Date(timeIntervalSinceNow: -5 * 86_400)),
        Houseplant(name: "Calathea", room: "Bedroom", waterEveryDays: 4, lastWatered: Date(timeIntervalSinceNow: -4 * 86_400)),
        Houseplant(name: "Snake plant", room: "Hallway", waterEveryDays: 14, lastWatered: Date(timeIntervalSinceNow: -3 * 86_400))
    ]

    private(set) var wateringEvents: [(plant: String, at: Date)] = []

    func water(_ name: String) {
        guard let index = plants.firstIndex(where: { $0.name == name }) else { return }
        plants[index].lastWatered = Date()
        wateringEvents.insert((name, Date()), at: 0)
    }

    func potSizes() -> [String: Int] {
        ["Monstera": 24, "Calathea": 17, "Snake plant": 20]
    }
}
