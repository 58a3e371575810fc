import UIKit

protocol WorkoutsRouterInput: AnyObject {
    func showWorkout(_ workout: Workout)
    func showDebugMenu()
}

final class WorkoutsRouter: WorkoutsRouterInput {
    weak var viewController: UIViewController?

    func showWorkout(_ workout: Workout) {
        let detail = WorkoutDetailBuilder.build(workout: workout)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func showDebugMenu() {
        #if DEBUG
        let menu = DebugMenuBuilder.build()
        viewController?.present(menu, animated: true)
        #endif
    }
}
