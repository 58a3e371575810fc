import Foundation

struct Workout: Equatable {
    let name: String
    let exercises: [String]
    let estimatedMinutes: Int
}

struct LoggedSession {
    let workoutName: String
    let date: Date
    let minutes: Int
    let effort: Int
}

final class WorkoutLog {
    static let shared = WorkoutLog()

    let workouts = [
        Workout(name: "Push day", exercises: ["Bench press", "Overhead press", "Dips"], estimatedMinutes: 50),
        Workout(name: "Legs", exercises: ["Squat", "Romanian deadlift", "Lunges"], estimatedMinutes: 60),
        Workout(name: "Mobility", exercises: ["Hip openers", "Thoracic rotations"], estimatedMinutes: 20)
    ]

    private(set) var sessions: [LoggedSession] = []

    func record(_ session: LoggedSession) {
        sessions.append(session)
    }

    func lastSession(of workout: Workout) -> LoggedSession? {
        sessions.last { $0.workoutName == workout.name }
    }
}
