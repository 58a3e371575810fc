import Foundation

protocol PlansViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectPlan(at index: Int)
}

final class PlansPresenter: PlansViewOutput {

    weak var view: PlansViewInput?
    private let interactor: PlansInteractorInput
    private let router: PlansRouterInput
    private var plans: [WorkoutPlan] = []

    init(interactor: PlansInteractorInput, router: PlansRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        plans = interactor.plans()
        view?.show(plans.map { "\($0.name) · \($0.totalMinutes) min" })
    }

    func didSelectPlan(at index: Int) {
        router.openCountdown(for: plans[index])
    }
}
