import Foundation

protocol PlansInteractorInput: AnyObject {
    func plans() -> [WorkoutPlan]
}

final class PlansInteractor: PlansInteractorInput {

    func plans() -> [WorkoutPlan] {
        [
            WorkoutPlan(name: "Tabata burner", intervals: Array(repeating: [
                .init(name: "Sprint", seconds: 20),
                .init(name: "Rest", seconds: 10)
            ], count: 8).flatMap { $0 }),
            WorkoutPlan(name: "Core ladder", intervals: [
                .init(name: "Plank", seconds: 60),
                .init(name: "Dead bug", seconds: 45),
                .init(name: "Side plank", seconds: 60),
                .init(name: "Hollow hold", seconds: 30)
            ])
        ]
    }
}
