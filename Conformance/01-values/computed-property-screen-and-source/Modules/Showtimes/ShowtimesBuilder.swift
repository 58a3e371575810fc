import UIKit

enum ShowtimesBuilder {
    static func build() -> UIViewController {
        let view = ShowtimesViewController()
        let presenter = ShowtimesPresenter()
        let interactor = ShowtimesInteractor()
        let router = ShowtimesRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
