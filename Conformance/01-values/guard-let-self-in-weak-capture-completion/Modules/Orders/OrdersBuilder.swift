import UIKit

enum OrdersBuilder {
    static func build(api: DeliveryAPI) -> UIViewController {
        let view = OrdersViewController()
        let router = OrdersRouter(api: api)
        let presenter = OrdersPresenter(interactor: OrdersInteractor(api: api), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
