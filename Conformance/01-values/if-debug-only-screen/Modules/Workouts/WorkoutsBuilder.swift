import UIKit

enum WorkoutsBuilder {
    static func build() -> UIViewController {
        let view = WorkoutsViewController()
        let presenter = WorkoutsPresenter()
        let interactor = WorkoutsInteractor()
        let router = WorkoutsRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
