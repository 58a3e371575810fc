import UIKit

enum CountdownBuilder {

    static func build(plan: WorkoutPlan) -> UIViewController {
        let view = CountdownViewController()
        let router = CountdownRouter()
        let presenter = CountdownPresenter(plan: plan, router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
