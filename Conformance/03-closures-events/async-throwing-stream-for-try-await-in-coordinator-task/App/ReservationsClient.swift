import Foundation

struct Booking: Hashable {
    let reference: String
    let guestName: String
    let room: String
    let nights: Int
    let needsPassportScan: Bool
}

enum CheckInError: Error {
    case bookingNotFound
    case propertySystemUnavailable
}

final class ReservationsClient {

    private let bookings: [String: Booking] = [
        "QX7H2": Booking(reference: "QX7H2", guestName: "Ines Carvalho", room: "412", nights: 3, needsPassportScan: true),
        "BT91K": Booking(reference: "BT91K", guestName: "Tom Okafor", room: "207", nights: 1, needsPassportScan: false)
    ]

    func booking(reference: String) async throws -> Booking {
        try await Task.sleep(nanoseconds: 300_000_000)
        guard let booking = bookings[reference.uppercased()] else {
            throw CheckInError.bookingNotFound
        }
        return booking
    }
}
