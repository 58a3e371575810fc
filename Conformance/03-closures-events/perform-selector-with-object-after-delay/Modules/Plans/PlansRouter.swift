import UIKit

protocol PlansRouterInput: AnyObject {
    func openCountdown(for plan: WorkoutPlan)
}

final class PlansRouter: PlansRouterInput {

    weak var viewController: UIViewController?

    func openCountdown(for plan: WorkoutPlan) {
        let countdown = CountdownBuilder.build(plan: plan)
        viewController?.navigationController?.pushViewController(countdown, animated: true)
    }
}
