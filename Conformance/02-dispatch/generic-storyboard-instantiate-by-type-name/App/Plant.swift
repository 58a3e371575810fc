import Foundation

struct Plant: Equatable {
    let commonName: String
    let latinName: String
    let waterEveryDays: Int
    let light: String
}

final class GreenhouseStore {
    static let shared = GreenhouseStore()

    private(set) var plants = [
        Plant(commonName: "Monstera", latinName: "Monstera deliciosa", waterEveryDays: 7, light: "Bright, indirect"),
        Plant(commonName: "Snake plant", latinName: "Dracaena trifasciata", waterEveryDays: 14, light: "Any"),
        Plant(commonName: "Fiddle-leaf fig", latinName: "Ficus lyrata", waterEveryDays: 9, light: "Bright")
    ]
}
