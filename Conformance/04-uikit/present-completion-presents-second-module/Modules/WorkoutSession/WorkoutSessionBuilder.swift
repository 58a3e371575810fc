import UIKit

enum WorkoutSessionBuilder {

    static func build(plan: WorkoutPlan) -> UIViewController {
        let view = WorkoutSessionViewController()
        let presenter = WorkoutSessionPresenter()
        let router = WorkoutSessionRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = WorkoutSessionInteractor(plan: plan)
        presenter.router = router
        router.viewController = view
        return view
    }
}
