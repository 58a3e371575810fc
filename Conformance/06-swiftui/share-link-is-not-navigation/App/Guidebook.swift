import Foundation

struct Trail: Identifiable, Hashable {
    let id: String
    let name: String
    let region: String
    let lengthKm: Double
    let ascentM: Int
    let loop: Bool
}

struct TrailCondition: Hashable {
    let reportedAt: Date
    let summary: String
    let muddy: Bool
}

final class Guidebook {
    func trails() async -> [Trail] {
        [
            Trail(id: "ben-nevis-pony", name: "Pony Track", region: "Lochaber", lengthKm: 17.0, ascentM: 1345, loop: false),
            Trail(id: "quiraing", name: "Quiraing Loop", region: "Skye", lengthKm: 6.8, ascentM: 320, loop: true),
            Trail(id: "striding-edge", name: "Striding Edge", region: "Lake District", lengthKm: 12.4, ascentM: 950, loop: true)
        ]
    }

    func latestCondition(of trailID: Trail.ID) async -> TrailCondition? {
        TrailCondition(reportedAt: .now.addingTimeInterval(-7_200), summary: "Clear above 600 m, wet lower down", muddy: true)
    }

    func webPage(of trailID: Trail.ID) -> URL {
        URL(string: "https://switchback.example/trails/\(trailID)")!
    }
}
