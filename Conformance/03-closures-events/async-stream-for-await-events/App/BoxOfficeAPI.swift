import Foundation

struct Showing: Hashable {
    let id: Int
    let film: String
    let screen: Int
    let startsAt: Date
}

struct Ticket: Hashable {
    let code: String
    let showing: Showing
    let seat: String
}

enum BoxOfficeError: Error {
    case offline
}

final class BoxOfficeAPI {

    func showings(on day: Date) async throws -> [Showing] {
        [
            Showing(id: 31, film: "The Third Man", screen: 2, startsAt: day.addingTimeInterval(19 * 3_600)),
            Showing(id: 47, film: "Paris, Texas", screen: 1, startsAt: day.addingTimeInterval(21 * 3_600))
        ]
    }

    func takenSeats(for showing: Showing) async throws -> Set<String> {
        ["D7", "D8", "F12"]
    }

    func book(seat: String, for showing: Showing) async throws -> Ticket {
        Ticket(code: "RX\(showing.id)\(seat)", showing: showing, seat: seat)
    }

    func myTickets() async throws -> [Ticket] {
        []
    }
}
