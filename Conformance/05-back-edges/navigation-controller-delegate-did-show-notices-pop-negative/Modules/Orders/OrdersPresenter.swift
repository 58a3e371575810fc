import Foundation

protocol OrdersViewOutput: AnyObject {
    func viewDidLoad()
    func didSelect(_ order: WholesaleOrder)
}

protocol OrdersModuleInput: AnyObject {
    func refresh()
}

final class OrdersPresenter: OrdersViewOutput, OrdersModuleInput {

    weak var view: OrdersViewInput?
    var interactor: OrdersInteractorInput!
    var onOpenOrder: ((WholesaleOrder) -> Void)?

    func viewDidLoad() {
        refresh()
    }

    func refresh() {
        view?.show(interactor.openOrders())
    }

    func didSelect(_ order: WholesaleOrder) {
        onOpenOrder?(order)
    }
}
