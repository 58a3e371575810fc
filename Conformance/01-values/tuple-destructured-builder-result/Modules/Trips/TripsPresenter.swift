import Foundation

protocol TripsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectTrip(at index: Int)
}

final class TripsPresenter: TripsViewOutput {
    weak var view: TripsViewInput?
    var interactor: TripsInteractorInput!
    var router: TripsRouterInput!

    private var trips: [Trip] = []

    func viewDidLoad() {
        trips = interactor.loadUpcomingTrips()
        view?.show(trips: trips)
    }

    func didSelectTrip(at index: Int) {
        router.openTrip(trips[index])
    }
}
