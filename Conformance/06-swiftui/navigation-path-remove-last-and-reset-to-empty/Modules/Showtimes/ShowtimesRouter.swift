import SwiftUI

@MainActor
final class ShowtimesRouter {
    private let flow: TicketFlow

    init(flow: TicketFlow) {
        self.flow = flow
    }

    func showSeats(for showtime: Showtime) {
        flow.path.append(TicketStep.seats(showtime))
    }
}
