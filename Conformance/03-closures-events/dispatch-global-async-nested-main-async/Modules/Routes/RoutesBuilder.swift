import UIKit

enum RoutesBuilder {

    static func build() -> UIViewController {
        let view = RoutesViewController()
        let router = RoutesRouter()
        let presenter = RoutesPresenter(interactor: RoutesInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
