import UIKit

enum WorkoutsBuilder {
    static func build(catalog: ExerciseCatalog,
                      makeExerciseDetail: @escaping ScreenFactory<Exercise>,
                      makeTimer: @escaping (IntervalPlan) -> UIViewController) -> UIViewController {
        let view = WorkoutsViewController()
        let router = WorkoutsRouter(makeExerciseDetail: makeExerciseDetail, makeTimer: makeTimer)
        let presenter = WorkoutsPresenter(interactor: WorkoutsInteractor(catalog: catalog), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
