import UIKit

protocol WorkoutListRouterInput: AnyObject {
    func openActiveWorkout(planName: String, output: ActiveWorkoutModuleOutput)
    func openHeartRateZones(age: Int)
}

final class WorkoutListRouter: WorkoutListRouterInput {
    weak var viewController: UIViewController?

    func openActiveWorkout(planName: String, output: ActiveWorkoutModuleOutput) {
        let workout = ActiveWorkoutBuilder.build(planName: planName, output: output)
        viewController?.navigationController?.pushViewController(workout, animated: true)
    }

    func openHeartRateZones(age: Int) {
        let zones = HeartRateZonesBuilder.build(age: age)
        viewController?.present(zones, animated: true)
    }
}
