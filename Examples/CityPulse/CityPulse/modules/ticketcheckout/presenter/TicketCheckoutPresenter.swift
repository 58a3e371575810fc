import Foundation

/// Shows the order total in the event's currency and closes checkout once the order is confirmed.
class TicketCheckoutPresenter: TicketCheckoutViewToPresenterProtocol {

    weak var view: TicketCheckoutPresenterToViewProtocol?
    var interactor: TicketCheckoutPresentorToInteractorProtocol?
    var router: TicketCheckoutPresenterToRouterProtocol?

    private let currencyFormatter = NumberFormatter()

    func viewDidLoad() {
        guard let order = interactor?.order else { return }
        currencyFormatter.numberStyle = .currency
        currencyFormatter.currencyCode = order.currencyCode
        view?.showSummary(eventTitle: order.eventTitle,
                          tierNames: TicketTier.allCases.map { $0.displayName },
                          totalText: totalText(for: order))
    }

    func didChangeQuantity(_ quantity: Int) {
        interactor?.updateQuantity(quantity)
    }

    func didSelectTier(at index: Int) {
        guard TicketTier.allCases.indices.contains(index) else { return }
        interactor?.selectTier(TicketTier.allCases[index])
    }

    func didTapPay() {
        view?.setPaying(true)
        interactor?.submitOrder()
    }

    func didTapCancel() {
        router?.dismissCheckout()
    }

    private func totalText(for order: TicketOrder) -> String {
        let amount = currencyFormatter.string(from: order.total as NSDecimalNumber) ?? "–"
        return "\(order.quantity) × \(order.tier.displayName) = \(amount)"
    }
}

extension TicketCheckoutPresenter: TicketCheckoutInteractorToPresenterProtocol {

    func orderChanged(_ order: TicketOrder) {
        view?.updateTotal(totalText(for: order))
    }

    func orderConfirmed(reference: String) {
        view?.setPaying(false)
        UserDefaults.standard.set(reference, forKey: "citypulse.lastOrderReference")
        router?.dismissCheckout()
    }

    func orderFailed(error: Error) {
        view?.setPaying(false)
        view?.showPaymentError(message: error.localizedDescription)
    }
}
