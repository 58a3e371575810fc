import Foundation

protocol CheckInInteractorInput: AnyObject {
    func lookUp(reference: String) async throws -> Booking
}

final class CheckInInteractor: CheckInInteractorInput {

    private let reservations: ReservationsClient

    init(reservations: ReservationsClient) {
        self.reservations = reservations
    }

    func lookUp(reference: String) async throws -> Booking {
        let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        return try await reservations.booking(reference: trimmed)
    }
}
