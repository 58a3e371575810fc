import Foundation

final class CartPresenter {
    private weak var view: CartViewProtocol?
    private let interactor: CartInteractorInputProtocol
    private let router: CartRouterProtocol

    init(view: CartViewProtocol, interactor: CartInteractorInputProtocol, router: CartRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension CartPresenter: CartPresenterProtocol {
    func viewWillAppear() {
        interactor.loadCart()
    }

    func didSelectRow(at index: Int) {
        guard interactor.items.indices.contains(index) else { return }
        router.openProduct(id: interactor.items[index].product.id)
    }

    func didChangeQuantity(_ quantity: Int, at index: Int) {
        guard interactor.items.indices.contains(index) else { return }
        interactor.updateQuantity(quantity, productID: interactor.items[index].product.id)
    }

    func didTapCheckout() {
        guard !interactor.items.isEmpty else { return }
        router.proceedToCheckout(with: interactor.items)
    }
}

extension CartPresenter: CartInteractorOutputProtocol {
    func didLoad(items: [CartItem]) {
        let rows = items.map {
            CartRowViewModel(title: $0.product.title,
                             quantity: $0.quantity,
                             lineTotal: PriceFormatter.string(cents: $0.totalCents))
        }
        let total = items.reduce(0) { $0 + $1.totalCents }
        view?.display(rows: rows, total: PriceFormatter.string(cents: total))
        view?.setCheckoutEnabled(!items.isEmpty)
    }
}
