import UIKit

typealias ScreenFactory<Input> = (Input) -> UIViewController

/// The composition root: the only place that knows which module follows which.
final class AppComposition {
    private let catalog = ExerciseCatalog()

    func makeWorkouts() -> UIViewController {
        WorkoutsBuilder.build(
            catalog: catalog,
            makeExerciseDetail: ExerciseDetailBuilder.build(exercise:),
            makeTimer: { plan in
                IntervalTimerBuilder.build(rounds: plan.rounds, work: plan.workSeconds, rest: plan.restSeconds)
            }
        )
    }
}
