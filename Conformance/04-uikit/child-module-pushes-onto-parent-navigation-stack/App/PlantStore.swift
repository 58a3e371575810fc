import Foundation

struct Plant: Equatable {
    let id: UUID
    let name: String
    let bed: String
    let lastWatered: Date
    let wateringInterval: TimeInterval

    var isThirsty: Bool {
        Date().timeIntervalSince(lastWatered) >= wateringInterval
    }
}

final class PlantStore {

    static let shared = PlantStore()

    private(set) var plants: [Plant] = [
        Plant(id: UUID(), name: "Tomato 'Sungold'", bed: "Raised bed A", lastWatered: Date(timeIntervalSinceNow: -2 * 86_400), wateringInterval: 86_400),
        Plant(id: UUID(), name: "Rosemary", bed: "Herb spiral", lastWatered: Date(timeIntervalSinceNow: -3 * 86_400), wateringInterval: 5 * 86_400),
        Plant(id: UUID(), name: "Runner bean", bed: "Raised bed B", lastWatered: Date(timeIntervalSinceNow: -86_400), wateringInterval: 86_400)
    ]

    func markWatered(_ plant: Plant) {
        guard let index = plants.firstIndex(of: plant) else { return }
        plants[index] = Plant(id: plant.id, name: plant.name, bed: plant.bed, lastWatered: Date(), wateringInterval: plant.wateringInterval)
    }
}
