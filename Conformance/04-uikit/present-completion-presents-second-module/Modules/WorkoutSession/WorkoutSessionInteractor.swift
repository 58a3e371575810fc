import Foundation

enum WorkoutPlan {
    case intervals, tempo, recovery
}

struct WorkoutResult {
    let distanceKm: Double
    let minutes: Int
}

struct Badge {
    let title: String
    let symbolName: String
}

final class WorkoutSessionInteractor {

    private let plan: WorkoutPlan
    private var startedAt = Date()

    init(plan: WorkoutPlan) {
        self.plan = plan
    }

    func start() {
        startedAt = Date()
    }

    func finish() -> (summary: WorkoutResult, newBadge: Badge?) {
        let minutes = Int(Date().timeIntervalSince(startedAt) / 60)
        let summary = WorkoutResult(distanceKm: 5.2, minutes: minutes)
        let badge = plan == .intervals ? Badge(title: "First intervals", symbolName: "bolt.heart") : nil
        return (summary, badge)
    }
}
