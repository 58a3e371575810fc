import Combine
import Foundation

struct Seat: Hashable {
    let row: String
    let number: Int
    let isTaken: Bool
}

struct Ticket {
    let screening: String
    let seats: [Seat]
    let code: String
}

final class SeatSelectionInteractor {

    @Published private(set) var confirmedTicket: Ticket?

    private let screening: String

    init(screening: String) {
        self.screening = screening
    }

    func seatMap() -> [Seat] {
        (1...24).map { Seat(row: $0 <= 12 ? "F" : "G", number: ($0 - 1) % 12 + 1, isTaken: $0 % 5 == 0) }
    }

    func reserve(_ seats: [Seat]) {
        guard !seats.isEmpty else { return }
        confirmedTicket = Ticket(screening: screening, seats: seats, code: UUID().uuidString.prefix(8).uppercased())
    }
}
