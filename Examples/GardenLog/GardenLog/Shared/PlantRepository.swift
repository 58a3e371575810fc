import Foundation

final class PlantRepository {
    static let shared = PlantRepository()

    private let storageKey = "gardenlog.plants"
    private let defaults: UserDefaults
    private(set) var plants: [Plant] = []

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        if let data = defaults.data(forKey: storageKey),
           let stored = try? JSONDecoder().decode([Plant].self, from: data) {
            plants = stored
        }
    }

    func seedIfEmpty() {
        guard plants.isEmpty else { return }
        plants = [
            Plant(name: "Basil", species: "Ocimum basilicum", wateringIntervalDays: 2),
            Plant(name: "Monstera", species: "Monstera deliciosa", wateringIntervalDays: 7),
            Plant(name: "Aloe", species: "Aloe vera", wateringIntervalDays: 14)
        ]
    }

    func add(_ plant: Plant) {
        plants.append(plant)
    }

    func update(_ plant: Plant) {
        guard let index = plants.firstIndex(where: { $0.id == plant.id }) else { return }
        plants[index] = plant
    }

    func persist() {
        guard let data = try? JSONEncoder().encode(plants) else { return }
        defaults.set(data, forKey: storageKey)
    }
}
