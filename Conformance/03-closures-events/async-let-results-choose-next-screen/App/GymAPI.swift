import Foundation

struct Pass: Equatable {
    let holder: String
    let expiresAt: Date
}

struct Gym: Equatable {
    let name: String
    let openWalls: Int
}

final class GymAPI {

    func fetchPass() async throws -> Pass {
        try await Task.sleep(nanoseconds: 300_000_000)
        return Pass(holder: "R. Okafor", expiresAt: Date().addingTimeInterval(60 * 60 * 24 * 12))
    }

    func fetchNearestGym() async throws -> Gym {
        try await Task.sleep(nanoseconds: 200_000_000)
        return Gym(name: "Boulderhalle Nord", openWalls: 14)
    }
}
