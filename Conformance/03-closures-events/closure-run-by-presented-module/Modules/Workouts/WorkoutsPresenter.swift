import Foundation

protocol WorkoutsViewOutput: AnyObject {
    func viewDidLoad()
    func didTapAdd()
}

final class WorkoutsPresenter: WorkoutsViewOutput {

    weak var view: WorkoutsViewInput?
    private let router: WorkoutsRouterInput
    private var plan: [Workout] = []

    init(router: WorkoutsRouterInput) {
        self.router = router
    }

    func viewDidLoad() {
        view?.showPlan(plan.map(\.name))
    }

    func didTapAdd() {
        router.openPicker()
    }
}
