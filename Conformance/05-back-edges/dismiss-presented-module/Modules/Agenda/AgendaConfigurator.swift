import UIKit

enum AgendaConfigurator {
    static func makeModule() -> UIViewController {
        let view = AgendaViewController()
        let presenter = AgendaPresenter()
        let router = AgendaRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = AgendaInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
