import Foundation

struct Workout: Equatable {
    let name: String
    let minutes: Int
}

protocol WorkoutPickerInteractorInput: AnyObject {
    func catalog() -> [Workout]
}

final class WorkoutPickerInteractor: WorkoutPickerInteractorInput {

    func catalog() -> [Workout] {
        [
            Workout(name: "Morning run", minutes: 30),
            Workout(name: "Kettlebell circuit", minutes: 25),
            Workout(name: "Mobility flow", minutes: 15)
        ]
    }
}
