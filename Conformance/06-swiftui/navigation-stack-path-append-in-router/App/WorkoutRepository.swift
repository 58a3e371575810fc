import Foundation

struct Exercise: Identifiable, Hashable {
    let id: Int
    let name: String
    let sets: Int
    let reps: Int
}

struct CompletedSession: Identifiable, Hashable {
    let id: UUID
    let date: Date
    let minutes: Int
}

final class WorkoutRepository {
    static let shared = WorkoutRepository()

    func todaysPlan() async -> [Exercise] {
        [
            Exercise(id: 1, name: "Squat", sets: 5, reps: 5),
            Exercise(id: 2, name: "Bench press", sets: 5, reps: 5),
            Exercise(id: 3, name: "Deadlift", sets: 1, reps: 5)
        ]
    }

    func sessions() async -> [CompletedSession] {
        [CompletedSession(id: UUID(), date: .now.addingTimeInterval(-86_400 * 2), minutes: 52)]
    }

    func log(exerciseID: Exercise.ID, weight: Double) async {}
}
