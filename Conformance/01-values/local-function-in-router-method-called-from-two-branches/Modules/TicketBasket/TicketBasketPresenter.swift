import Foundation

protocol TicketBasketViewOutput: AnyObject {
    func viewDidLoad()
    func didTapCheckout()
    func didDeleteTicket(at index: Int)
}

final class TicketBasketPresenter: TicketBasketViewOutput {
    weak var view: TicketBasketViewInput?
    private let interactor: TicketBasketInteractorInput
    private let router: TicketBasketRouterInput
    private let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "EUR"
        return formatter
    }()

    init(interactor: TicketBasketInteractorInput, router: TicketBasketRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        reload()
    }

    func didTapCheckout() {
        guard !interactor.tickets.isEmpty else { return }
        router.proceedToCheckout(with: interactor.tickets, account: interactor.currentAccount)
    }

    func didDeleteTicket(at index: Int) {
        interactor.remove(at: index)
        reload()
    }

    private func reload() {
        let rows = interactor.tickets.map { ticket -> String in
            let price = formatter.string(from: NSNumber(value: Double(ticket.priceCents) / 100)) ?? ""
            return "\(ticket.concert) · \(ticket.seat) · \(price)"
        }
        view?.show(rows: rows, canCheckout: !rows.isEmpty)
    }
}
