import Foundation

/// Loads a berth's bookings for the bookings screen and closes it when the user taps done.
final class BookingsPresenter: BookingsViewOutput, BookingsInteractorOutput {
    private weak var view: BookingsViewInput?
    private let interactor: BookingsInteractorInput
    private let router: BookingsRouterInput

    init(view: BookingsViewInput, interactor: BookingsInteractorInput, router: BookingsRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() { interactor.loadBookings() }
    func didTapDone() { router.close() }
    func didLoad(bookings: [Booking]) { view?.show(bookings: bookings) }
}
