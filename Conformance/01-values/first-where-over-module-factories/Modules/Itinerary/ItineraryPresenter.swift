import Foundation

protocol ItineraryViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectBooking(at index: Int)
}

final class ItineraryPresenter: ItineraryViewOutput {
    weak var view: ItineraryViewInput?
    private let tripName: String
    private let interactor: ItineraryInteractorInput
    private let router: ItineraryRouterInput
    private var bookings: [Booking] = []

    init(tripName: String, interactor: ItineraryInteractorInput, router: ItineraryRouterInput) {
        self.tripName = tripName
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        bookings = interactor.bookings()
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        view?.show(title: tripName, rows: bookings.map { "\(formatter.string(from: $0.starts)) · \($0.title)" })
    }

    func didSelectBooking(at index: Int) {
        router.openBooking(bookings[index])
    }
}
