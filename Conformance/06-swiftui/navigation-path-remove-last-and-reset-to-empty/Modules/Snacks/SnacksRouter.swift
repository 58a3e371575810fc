import SwiftUI

@MainActor
final class SnacksRouter {
    private let flow: TicketFlow

    init(flow: TicketFlow) {
        self.flow = flow
    }

    func backToSeats() {
        flow.path.removeLast()
    }

    func finishBooking() {
        flow.path = NavigationPath()
    }
}
