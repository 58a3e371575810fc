import UIKit

enum WorkoutListBuilder {
    static func build() -> UIViewController {
        let view = WorkoutListViewController()
        let router = WorkoutListRouter()
        let presenter = WorkoutListPresenter(interactor: WorkoutListInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
