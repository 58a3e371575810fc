import UIKit

protocol WorkoutDetailRouterInput: AnyObject {
    func showReadyOverlay(for workout: Workout)
}

final class WorkoutDetailRouter: WorkoutDetailRouterInput {

    weak var viewController: UIViewController?

    func showReadyOverlay(for workout: Workout) {
        let overlay = ReadyOverlayBuilder.build(workoutName: workout.name)
        // Keep the workout visible, dimmed, underneath the overlay.
        overlay.modalPresentationStyle = .overFullScreen
        overlay.modalTransitionStyle = .crossDissolve
        viewController?.present(overlay, animated: true)
    }
}
