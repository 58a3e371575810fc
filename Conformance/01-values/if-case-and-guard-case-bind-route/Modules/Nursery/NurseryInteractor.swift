import Foundation

struct Plant {
    let id: String
    let name: String
    let lastWatered: Date
    let thirstiness: Int
}

protocol NurseryInteractorInput: AnyObject {
    func plants() -> [Plant]
    func wateringInterval(for plant: Plant) -> Int
}

final class NurseryInteractor: NurseryInteractorInput {
    private let greenhouse: [Plant] = [
        Plant(id: "monstera-1", name: "Monstera deliciosa", lastWatered: Date(timeIntervalSinceNow: -86_400 * 4), thirstiness: 2),
        Plant(id: "fern-7", name: "Boston fern", lastWatered: Date(timeIntervalSinceNow: -86_400), thirstiness: 3),
        Plant(id: "cactus-3", name: "Golden barrel", lastWatered: Date(timeIntervalSinceNow: -86_400 * 20), thirstiness: 0)
    ]

    func plants() -> [Plant] {
        greenhouse.sorted { $0.name < $1.name }
    }

    func wateringInterval(for plant: Plant) -> Int {
        switch plant.thirstiness {
        case 3...: return 2
        case 1..<3: return 7
        default: return 0
        }
    }
}
