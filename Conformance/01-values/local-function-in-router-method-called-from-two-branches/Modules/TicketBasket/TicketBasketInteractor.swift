import Foundation

protocol TicketBasketInteractorInput: AnyObject {
    var tickets: [Ticket] { get }
    var currentAccount: Account? { get }
    func remove(at index: Int)
}

final class TicketBasketInteractor: TicketBasketInteractorInput {
    private let session: AccountSession
    private(set) var tickets: [Ticket] = [
        Ticket(concert: "Lowlands Brass Night", venue: "Paradiso", seat: "Balcony B12", priceCents: 4_250),
        Ticket(concert: "Lowlands Brass Night", venue: "Paradiso", seat: "Balcony B13", priceCents: 4_250)
    ]

    init(session: AccountSession) {
        self.session = session
    }

    var currentAccount: Account? { session.account }

    func remove(at index: Int) {
        tickets.remove(at: index)
    }
}
