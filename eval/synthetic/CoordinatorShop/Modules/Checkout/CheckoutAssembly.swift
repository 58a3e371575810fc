import UIKit

enum CheckoutAssembly {
    static func assemble(items: [CartItem],
                         orderService: OrderServiceProtocol,
                         cartService: CartServiceProtocol,
                         coordinator: CheckoutCoordinating) -> UIViewController {
        let view = CheckoutViewController()
        let interactor = CheckoutInteractor(items: items, orderService: orderService, cartService: cartService)
        let router = CheckoutRouter(coordinator: coordinator)
        let presenter = CheckoutPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        return view
    }
}
