import Foundation

struct Fish: Identifiable, Hashable {
    let id: UUID
    let species: String
    let count: Int
}

struct WaterReading: Hashable {
    let temperature: Double
    let pH: Double
    let ammonia: Double
    let nitrate: Double
    let takenAt: Date
}

final class AquariumStore {
    static let shared = AquariumStore()

    func tankName(_ tankID: String) async -> String {
        "Living room · 120 L"
    }

    func livestock(in tankID: String) async -> [Fish] {
        [
            Fish(id: UUID(), species: "Neon tetra", count: 12),
            Fish(id: UUID(), species: "Corydoras panda", count: 5),
            Fish(id: UUID(), species: "Honey gourami", count: 2)
        ]
    }

    func latestReading(for tankID: String) async -> WaterReading? {
        WaterReading(temperature: 25.5, pH: 6.9, ammonia: 0, nitrate: 15, takenAt: .now.addingTimeInterval(-7_200))
    }
}
