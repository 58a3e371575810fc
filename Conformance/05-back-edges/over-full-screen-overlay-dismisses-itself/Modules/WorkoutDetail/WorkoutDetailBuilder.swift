import UIKit

enum WorkoutDetailBuilder {

    static func build(workout: Workout) -> UIViewController {
        let view = WorkoutDetailViewController()
        let presenter = WorkoutDetailPresenter(workout: workout)
        let router = WorkoutDetailRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
