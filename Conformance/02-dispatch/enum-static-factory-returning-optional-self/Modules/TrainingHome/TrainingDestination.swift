import Foundation

enum Sport: String {
    case run, ride, swim
}

/// Where a home tile leads. Tiles are stored as plain strings ("workout:run", "history", "goals")
/// so that the user's layout survives app updates.
enum TrainingDestination: Equatable {
    case workout(Sport)
    case history
    case goals

    static func from(_ string: String) -> Self? {
        let parts = string.split(separator: ":").map(String.init)
        switch parts.first {
        case "workout":
            guard parts.count == 2, let sport = Sport(rawValue: parts[1]) else { return nil }
            return .workout(sport)
        case "history":
            return .history
        case "goals", "targets":
            return .goals
        default:
            return nil
        }
    }
}
