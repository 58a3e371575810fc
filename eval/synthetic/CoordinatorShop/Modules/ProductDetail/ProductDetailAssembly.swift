import UIKit

enum ProductDetailAssembly {
    static func assemble(productID: String,
                         productService: ProductServiceProtocol,
                         cartService: CartServiceProtocol,
                         coordinator: ProductDetailCoordinating) -> UIViewController {
        let view = ProductDetailViewController()
        let interactor = ProductDetailInteractor(productID: productID,
                                                 productService: productService,
                                                 cartService: cartService)
        let router = ProductDetailRouter(coordinator: coordinator)
        let presenter = ProductDetailPresenter(view: view, interactor: interactor, router: router)
        router.viewController = view
        view.presenter = presenter
        interactor.output = presenter
        return view
    }
}
