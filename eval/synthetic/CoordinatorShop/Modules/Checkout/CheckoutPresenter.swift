import Foundation

final class CheckoutPresenter {
    private weak var view: CheckoutViewProtocol?
    private let interactor: CheckoutInteractorInputProtocol
    private let router: CheckoutRouterProtocol

    init(view: CheckoutViewProtocol, interactor: CheckoutInteractorInputProtocol, router: CheckoutRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension CheckoutPresenter: CheckoutPresenterProtocol {
    func viewDidLoad() {
        let items = interactor.items
        let summary = items.map { "\($0.quantity) x \($0.product.title)" }.joined(separator: "\n")
        let total = PriceFormatter.string(cents: items.reduce(0) { $0 + $1.totalCents })
        view?.display(summary: summary, total: total)
    }

    func didTapPlaceOrder(cardNumber: String) {
        view?.setPlacingOrder(true)
        interactor.placeOrder(cardNumber: cardNumber)
    }

    func didTapCancel() {
        router.cancel()
    }
}

extension CheckoutPresenter: CheckoutInteractorOutputProtocol {
    func didPlace(order: Order) {
        view?.setPlacingOrder(false)
        router.showSuccess(for: order)
    }

    func didFailToPlaceOrder(_ error: Error) {
        view?.setPlacingOrder(false)
        view?.showError(error.localizedDescription)
    }
}
