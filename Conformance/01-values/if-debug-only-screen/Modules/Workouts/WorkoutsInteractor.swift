import Foundation

struct Workout {
    let id: Int
    let name: String
    let minutes: Int
}

protocol WorkoutsInteractorInput: AnyObject {
    func plannedWorkouts() -> [Workout]
}

final class WorkoutsInteractor: WorkoutsInteractorInput {
    func plannedWorkouts() -> [Workout] {
        [Workout(id: 1, name: "Intervals 6×400 m", minutes: 35), Workout(id: 2, name: "Mobility", minutes: 20)]
    }
}
