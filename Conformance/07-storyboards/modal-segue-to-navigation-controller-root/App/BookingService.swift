import Foundation

struct TableBooking: Hashable {
    let id: UUID
    let guestName: String
    let partySize: Int
    let time: Date
}

final class BookingService {
    static let shared = BookingService()

    private(set) var bookings: [TableBooking] = []

    func tonight() async -> [TableBooking] {
        bookings.sorted { $0.time < $1.time }
    }

    func book(guestName: String, partySize: Int, at time: Date) async throws -> TableBooking {
        let booking = TableBooking(id: UUID(), guestName: guestName, partySize: partySize, time: time)
        bookings.append(booking)
        return booking
    }
}
