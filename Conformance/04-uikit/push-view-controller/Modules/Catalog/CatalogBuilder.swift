import UIKit

enum CatalogBuilder {
    static func build() -> UIViewController {
        let view = CatalogViewController()
        let presenter = CatalogPresenter()
        let interactor = CatalogInteractor()
        let router = CatalogRouter()

        view.output = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
