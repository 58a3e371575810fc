import Foundation

protocol OrdersViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectOrder(at index: Int)
    func didTapReceipt(at index: Int)
    func didConfirmDelivery(at index: Int)
}

final class OrdersPresenter: OrdersViewOutput {
    weak var view: OrdersViewInput?
    private let interactor: OrdersInteractor
    private let router: OrdersRouterInput
    private var orders: [Order] = []

    init(interactor: OrdersInteractor, router: OrdersRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadOrders { [weak self] orders in
            guard let self = self else { return }
            self.orders = orders
            self.view?.show(orders.map { "\($0.restaurant) — \($0.status)" })
        }
    }

    func didSelectOrder(at index: Int) {
        router.openTracking(orderID: orders[index].id)
    }

    func didTapReceipt(at index: Int) {
        router.openReceipt(orderID: orders[index].id)
    }

    func didConfirmDelivery(at index: Int) {
        router.openRating(orderID: orders[index].id)
    }
}
