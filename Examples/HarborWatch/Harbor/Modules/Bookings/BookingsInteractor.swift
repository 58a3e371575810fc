import Foundation

final class BookingsInteractor: BookingsInteractorInput {
    weak var output: BookingsInteractorOutput?
    private let berthID: String
    private let repository: MarinaRepository

    init(berthID: String, repository: MarinaRepository = MarinaRepository()) {
        self.berthID = berthID
        self.repository = repository
    }

    func loadBookings() {
        output?.didLoad(bookings: repository.bookings(forBerthID: berthID))
    }
}
