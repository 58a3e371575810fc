import Foundation

struct Showtime: Identifiable, Hashable {
    let id: Int
    let film: String
    let screen: Int
    let starts: Date
}

struct Seat: Hashable {
    let row: Character
    let number: Int
}

struct SeatOrder: Hashable {
    let showtime: Showtime
    let seats: [Seat]
}

struct Snack: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Decimal
}

final class BoxOffice {
    func showtimes(on day: Date) async -> [Showtime] {
        [
            Showtime(id: 101, film: "The Long Harbour", screen: 1, starts: day.addingTimeInterval(60 * 60 * 14)),
            Showtime(id: 102, film: "Paper Moons", screen: 3, starts: day.addingTimeInterval(60 * 60 * 19))
        ]
    }

    func freeSeats(for showtime: Showtime) async -> [Seat] {
        (1...8).map { Seat(row: "F", number: $0) }
    }

    func snacks() -> [Snack] {
        [Snack(id: 1, name: "Salted popcorn", price: 4.5), Snack(id: 2, name: "Lemonade", price: 3)]
    }

    func book(_ order: SeatOrder, snacks: [Snack]) async throws {}
}
