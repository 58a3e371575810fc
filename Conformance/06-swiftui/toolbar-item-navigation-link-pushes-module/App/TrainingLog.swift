import Foundation

struct WorkoutSession: Identifiable {
    let id = UUID()
    let name: String
    let date: Date
    let totalVolume: Double
}

struct Lift: Identifiable {
    let id = UUID()
    let exercise: String
    let bestWeight: Double
}

actor TrainingLog {
    static let shared = TrainingLog()

    private var sessions: [WorkoutSession] = [
        WorkoutSession(name: "Push day", date: .now, totalVolume: 8_450),
        WorkoutSession(name: "Legs", date: .now.addingTimeInterval(-172_800), totalVolume: 12_300)
    ]

    var weeklyTarget = 3

    func recentSessions() -> [WorkoutSession] { sessions }

    func bests() -> [Lift] {
        [Lift(exercise: "Squat", bestWeight: 140), Lift(exercise: "Bench press", bestWeight: 95)]
    }
}
