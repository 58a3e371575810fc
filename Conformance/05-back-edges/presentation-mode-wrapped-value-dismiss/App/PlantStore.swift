import Foundation

struct Plant: Identifiable, Hashable {
    let id: Int
    let name: String
    let wateringIntervalDays: Int
    var lastWatered: Date?
}

struct Watering {
    let plantID: Plant.ID
    let date: Date
    let millilitres: Int
    let fertilised: Bool
}

final class PlantStore {
    static let shared = PlantStore()

    private var plants: [Plant] = [
        Plant(id: 1, name: "Monstera", wateringIntervalDays: 7, lastWatered: nil),
        Plant(id: 2, name: "Fiddle-leaf fig", wateringIntervalDays: 10, lastWatered: nil),
        Plant(id: 3, name: "Basil", wateringIntervalDays: 2, lastWatered: nil)
    ]
    private var waterings: [Watering] = []

    func allPlants() -> [Plant] {
        plants
    }

    func record(_ watering: Watering) {
        waterings.append(watering)
        if let index = plants.firstIndex(where: { $0.id == watering.plantID }) {
            plants[index].lastWatered = watering.date
        }
    }
}
