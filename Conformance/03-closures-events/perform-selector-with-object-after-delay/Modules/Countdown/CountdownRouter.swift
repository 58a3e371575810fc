import UIKit

protocol CountdownRouterInput: AnyObject {
    func scheduleWorkoutStart(_ plan: WorkoutPlan, after delay: TimeInterval)
    func cancelCountdown()
}

final class CountdownRouter: NSObject, CountdownRouterInput {

    weak var viewController: UIViewController?

    func scheduleWorkoutStart(_ plan: WorkoutPlan, after delay: TimeInterval) {
        perform(#selector(startWorkout(_:)), with: plan, afterDelay: delay)
    }

    func cancelCountdown() {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        viewController?.navigationController?.popViewController(animated: true)
    }

    @objc private func startWorkout(_ plan: WorkoutPlan) {
        guard let navigationController = viewController?.navigationController else { return }
        let workout = WorkoutBuilder.build(plan: plan)
        var stack = navigationController.viewControllers
        stack.removeLast()
        stack.append(workout)
        navigationController.setViewControllers(stack, animated: true)
    }
}
