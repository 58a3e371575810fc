import Foundation

final class ReservationsPresenter {
    private weak var view: ReservationsView?
    private let interactor: ReservationsInteractor

    init(view: ReservationsView, interactor: ReservationsInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewWillAppear() {
        Task { @MainActor in
            let bookings = await interactor.tonight()
            view?.show(rows: bookings.map { booking in
                (guest: booking.guestName, detail: "\(booking.partySize) guests · \(booking.time.formatted(date: .omitted, time: .shortened))")
            })
        }
    }
}
