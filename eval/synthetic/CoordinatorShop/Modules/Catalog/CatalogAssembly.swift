import UIKit

enum CatalogAssembly {
    static func assemble(productService: ProductServiceProtocol,
                         cartService: CartServiceProtocol,
                         coordinator: CatalogCoordinating) -> UIViewController {
        let view = CatalogViewController()
        let interactor = CatalogInteractor(productService: productService, cartService: cartService)
        let router = CatalogRouter(coordinator: coordinator)
        let presenter = CatalogPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        return view
    }
}
