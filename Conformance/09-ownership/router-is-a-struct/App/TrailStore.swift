//
//  TrailStore.swift
//  Switchback
//

import Foundation

struct Trail: Hashable {
    enum Difficulty: Int, CaseIterable, Comparable {
        case easy, moderate, hard

        var label: String {
            switch self {
            case .easy: return "Easy"
            case .moderate: return "Moderate"
            case .hard: return "Hard"
            }
        }

        static func < (lhs: Difficulty, rhs: Difficulty) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    let name: String
    let lengthKm: Double
    let ascentMeters: Int
    let difficulty: Difficulty
}

struct TrailFilter: Equatable {
    var maxDifficulty: Trail.Difficulty = .hard
    var maxLengthKm: Double = 30
}

final class TrailStore {
    static let shared = TrailStore()

    let trails: [Trail] = [
        Trail(name: "Lakeshore loop", lengthKm: 6.4, ascentMeters: 120, difficulty: .easy),
        Trail(name: "Old quarry ridge", lengthKm: 11.2, ascentMeters: 540, difficulty: .moderate),
        Trail(name: "Eagle's staircase", lengthKm: 17.8, ascentMeters: 1_310, difficulty: .hard)
    ]
}
