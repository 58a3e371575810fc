import Foundation

struct Plant: Codable, Equatable {
    let nickname: String
    let species: String
    let wateringIntervalDays: Int
}

final class PlantStore {
    static let shared = PlantStore()

    private let fileURL = FileManager.default
        .urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("plants.json")

    func load() -> [Plant] {
        guard let data = try? Data(contentsOf: fileURL) else { return [] }
        return (try? JSONDecoder().decode([Plant].self, from: data)) ?? []
    }

    func add(_ plant: Plant) {
        let plants = load() + [plant]
        try? JSONEncoder().encode(plants).write(to: fileURL, options: .atomic)
    }
}
