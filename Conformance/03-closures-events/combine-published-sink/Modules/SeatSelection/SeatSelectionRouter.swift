import UIKit

protocol SeatSelectionRouterInput: AnyObject {
    func showConfirmation(for ticket: Ticket)
}

final class SeatSelectionRouter: SeatSelectionRouterInput {

    weak var viewController: UIViewController?

    func showConfirmation(for ticket: Ticket) {
        let confirmation = TicketConfirmationBuilder.build(ticket: ticket)
        viewController?.present(confirmation, animated: true)
    }
}
