import UIKit

enum CatalogBuilder {

    static func build() -> UIViewController {
        let view = CatalogViewController(style: .plain)
        let router = CatalogRouter()
        view.presenter = CatalogPresenter(router: router)
        router.viewController = view
        return view
    }
}
