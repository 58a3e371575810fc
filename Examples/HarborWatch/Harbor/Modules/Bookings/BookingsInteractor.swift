import Foundation

final class BookingsInteractor: BookingsInteractorInput {
    weak var output: BookingsInteractorOutput?
    private let berthID: String

    init(berthID: String) { self.berthID = berthID }

    func loadBookings() {
        output?.didLoad(bookings: [Booking(berthID: berthID, skipper: "Ines", nights: 2)])
    }
}
