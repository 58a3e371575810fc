import SwiftUI

enum TicketStep: Hashable {
    case seats(Showtime)
    case snacks(SeatOrder)
}

@MainActor
final class TicketFlow: ObservableObject {
    @Published var path = NavigationPath()
}
