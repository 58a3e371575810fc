import UIKit

enum OrderSuccessAssembly {
    static func assemble(order: Order, coordinator: OrderSuccessCoordinating) -> UIViewController {
        let view = OrderSuccessViewController()
        let router = OrderSuccessRouter(coordinator: coordinator)
        let presenter = OrderSuccessPresenter(order: order, view: view, router: router)
        router.viewController = view
        view.presenter = presenter
        return view
    }
}
