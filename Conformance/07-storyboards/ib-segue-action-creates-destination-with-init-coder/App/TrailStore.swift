import Foundation

struct Trail: Hashable {
    let id: String
    let name: String
    let lengthKm: Double
    let ascentM: Int
    let difficulty: String
}

final class TrailStore {
    static let shared = TrailStore()

    let trails: [Trail] = [
        Trail(id: "ridge-loop", name: "Ridge Loop", lengthKm: 11.4, ascentM: 620, difficulty: "Moderate"),
        Trail(id: "falls", name: "Three Falls", lengthKm: 6.2, ascentM: 240, difficulty: "Easy"),
        Trail(id: "north-col", name: "North Col", lengthKm: 17.8, ascentM: 1_340, difficulty: "Hard")
    ]

    func waypoints(for trailID: String) -> [String] {
        switch trailID {
        case "ridge-loop": return ["Car park", "Beech wood", "Ridge cairn", "Tarn"]
        case "falls": return ["Bridge", "Lower fall", "Middle fall", "Upper fall"]
        default: return ["Hut", "Scree", "Col"]
        }
    }
}
