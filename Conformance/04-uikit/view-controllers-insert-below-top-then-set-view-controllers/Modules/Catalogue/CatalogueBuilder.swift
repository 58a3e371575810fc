import UIKit

enum CatalogueBuilder {

    static func build() -> UIViewController {
        let view = CatalogueViewController(style: .insetGrouped)
        let presenter = CataloguePresenter()
        let router = CatalogueRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = CatalogueInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
