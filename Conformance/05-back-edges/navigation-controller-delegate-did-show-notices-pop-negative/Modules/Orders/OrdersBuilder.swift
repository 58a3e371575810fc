import UIKit

enum OrdersBuilder {

    static func build(onOpenOrder: @escaping (WholesaleOrder) -> Void) -> (UIViewController, OrdersModuleInput) {
        let view = OrdersViewController(style: .insetGrouped)
        let presenter = OrdersPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = OrdersInteractor()
        presenter.onOpenOrder = onOpenOrder
        return (view, presenter)
    }
}
