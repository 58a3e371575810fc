import UIKit

enum NewEventConfigurator {
    static func makeModule() -> UIViewController {
        let view = NewEventViewController()
        let presenter = NewEventPresenter()
        let router = NewEventRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = NewEventInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
