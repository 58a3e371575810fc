import Foundation

struct Exercise: Equatable {
    let name: String
    let muscleGroup: String
    let cue: String
}

struct IntervalPlan {
    let rounds: Int
    let workSeconds: Int
    let restSeconds: Int

    static let tabata = IntervalPlan(rounds: 8, workSeconds: 20, restSeconds: 10)
}

final class ExerciseCatalog {
    let exercises = [
        Exercise(name: "Goblet squat", muscleGroup: "Legs", cue: "Elbows inside the knees"),
        Exercise(name: "Push-up", muscleGroup: "Chest", cue: "Body in one straight line"),
        Exercise(name: "Bent-over row", muscleGroup: "Back", cue: "Pull to the hip")
    ]
}
