import UIKit

enum PastriesBuilder {
    static func build() -> UIViewController {
        let view = PastriesViewController()
        let presenter = PastriesPresenter()
        let interactor = PastriesInteractor()
        let router = PastriesRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
