import UIKit

enum HotelSearchBuilder {

    static func build(catalog: HotelCatalog) -> UIViewController {
        let view = HotelSearchViewController(style: .plain)
        let router = HotelSearchRouter()
        let presenter = HotelSearchPresenter(interactor: HotelSearchInteractor(catalog: catalog), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
