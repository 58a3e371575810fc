import Foundation

protocol CountdownViewOutput: AnyObject {
    func viewDidAppear()
    func didTapCancel()
}

final class CountdownPresenter: CountdownViewOutput {

    weak var view: CountdownViewInput?
    private let plan: WorkoutPlan
    private let router: CountdownRouterInput
    private let countdownSeconds = 3

    init(plan: WorkoutPlan, router: CountdownRouterInput) {
        self.plan = plan
        self.router = router
    }

    func viewDidAppear() {
        view?.startCounting(from: countdownSeconds, title: plan.name)
        router.scheduleWorkoutStart(plan, after: TimeInterval(countdownSeconds))
    }

    func didTapCancel() {
        router.cancelCountdown()
    }
}
