import Foundation

protocol WorkoutListViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectPlan(at index: Int)
    func didTapHeartRateZones()
}

final class WorkoutListPresenter: NSObject, WorkoutListViewOutput {
    weak var view: WorkoutListViewInput?
    private let interactor: WorkoutListInteractor
    private let router: WorkoutListRouterInput

    init(interactor: WorkoutListInteractor, router: WorkoutListRouterInput) {
        self.interactor = interactor
        self.router = router
        super.init()
    }

    func viewDidLoad() {
        refresh()
    }

    func didSelectPlan(at index: Int) {
        router.openActiveWorkout(planName: interactor.plans[index], output: self)
    }

    func didTapHeartRateZones() {
        router.openHeartRateZones(age: interactor.athleteAge)
    }

    private func refresh() {
        view?.show(plans: interactor.plans, weeklyCalories: interactor.weeklyCalories())
    }
}

// Only the required method is implemented; the optional heart-rate-zones request is left out.
extension WorkoutListPresenter: ActiveWorkoutModuleOutput {
    func activeWorkoutDidFinish(calories: Int) {
        interactor.record(calories: calories)
        refresh()
    }
}
