import Foundation

protocol BookingsViewInput: AnyObject {
    func show(bookings: [Booking])
}

protocol BookingsViewOutput: AnyObject {
    func viewDidLoad()
    func didTapDone()
}

protocol BookingsInteractorInput: AnyObject {
    /// Loads the bookings of the berth the interactor was created for.
    func loadBookings()
}

protocol BookingsInteractorOutput: AnyObject {
    func didLoad(bookings: [Booking])
}

protocol BookingsRouterInput: AnyObject {
    func close()
}
