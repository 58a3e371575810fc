import Foundation

protocol TripsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectTrip(at index: Int)
}

final class TripsPresenter: TripsViewOutput {

    weak var view: TripsViewInput?
    private let interactor: TripsInteractorInput
    private let router: TripsRouterInput
    private var trips: [Trip] = []

    init(interactor: TripsInteractorInput, router: TripsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        trips = interactor.upcomingTrips()
        view?.show(trips)
    }

    func didSelectTrip(at index: Int) {
        router.openBooking(for: trips[index].id)
    }
}
