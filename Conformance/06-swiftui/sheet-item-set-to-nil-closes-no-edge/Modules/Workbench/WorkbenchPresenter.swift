import Foundation

@MainActor
final class WorkbenchPresenter: ObservableObject {
    @Published private(set) var bookings: [TuneUpBooking] = []
    @Published var selectedBooking: TuneUpBooking?

    private let interactor: WorkbenchInteractor

    init(interactor: WorkbenchInteractor) {
        self.interactor = interactor
    }

    func load() {
        bookings = interactor.openBookings()
    }

    func didSelect(_ booking: TuneUpBooking) {
        selectedBooking = booking
    }

    func didFinishEditing() {
        selectedBooking = nil
        load()
    }
}
