import Foundation

struct VisibleConstellation: Hashable {
    let name: String
    let brightestStar: String
    let altitude: Double
}

final class SkyService {
    static let shared = SkyService()

    func visibleTonight(latitude: Double) async -> [VisibleConstellation] {
        [
            VisibleConstellation(name: "Orion", brightestStar: "Rigel", altitude: 42),
            VisibleConstellation(name: "Cassiopeia", brightestStar: "Schedar", altitude: 65)
        ]
    }

    func mythology(of name: String) async -> String {
        "\(name) has been told about since antiquity."
    }
}
