import UIKit

@MainActor
protocol GatesRouterInput: AnyObject {
    func openScanner(at gate: Gate, delegate: TicketScanDelegate)
    func openAttendee(_ ticket: Ticket)
}

final class GatesRouter: GatesRouterInput {

    weak var viewController: UIViewController?

    func openScanner(at gate: Gate, delegate: TicketScanDelegate) {
        let scanner = TicketScanBuilder.build(gate: gate, delegate: delegate)
        viewController?.navigationController?.pushViewController(scanner, animated: true)
    }

    func openAttendee(_ ticket: Ticket) {
        let attendee = AttendeeBuilder.build(ticket: ticket)
        viewController?.navigationController?.pushViewController(attendee, animated: true)
    }
}
