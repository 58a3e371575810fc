import UIKit

enum CartAssembly {
    static func assemble(cartService: CartServiceProtocol, coordinator: CartCoordinating) -> UIViewController {
        let view = CartViewController(style: .insetGrouped)
        let interactor = CartInteractor(cartService: cartService)
        let router = CartRouter(coordinator: coordinator)
        let presenter = CartPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        return view
    }
}
