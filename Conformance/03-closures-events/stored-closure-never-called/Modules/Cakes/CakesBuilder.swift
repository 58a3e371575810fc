import UIKit

enum CakesBuilder {

    static func build() -> UIViewController {
        let view = CakesViewController()
        let router = CakesRouter()
        let presenter = CakesPresenter(interactor: CakesInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
