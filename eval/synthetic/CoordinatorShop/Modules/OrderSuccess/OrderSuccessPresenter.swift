import Foundation

final class OrderSuccessPresenter: OrderSuccessPresenterProtocol {
    private let order: Order
    private weak var view: OrderSuccessViewProtocol?
    private let router: OrderSuccessRouterProtocol

    init(order: Order, view: OrderSuccessViewProtocol, router: OrderSuccessRouterProtocol) {
        self.order = order
        self.view = view
        self.router = router
    }

    func viewDidLoad() {
        view?.display(orderNumber: order.id, total: PriceFormatter.string(cents: order.totalCents))
    }

    func didTapDone() {
        router.finish()
    }

    func didTapShareReceipt() {
        let lines = order.items.map { "\($0.quantity) x \($0.product.title)" }
        router.shareReceipt(text: (["Order #\(order.id)"] + lines).joined(separator: "\n"))
    }
}
