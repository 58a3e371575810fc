import UIKit

enum CatalogBuilder {

    static func build(loans: LoanService) -> UIViewController {
        let view = CatalogViewController()
        let router = CatalogRouter(loans: loans)
        let presenter = CatalogPresenter(interactor: CatalogInteractor(loans: loans), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
