import Foundation

protocol TripsViewOutput: AnyObject {
    func viewWillAppear()
    func didSelectTrip(at index: Int)
    func didTapAdd()
}

final class TripsPresenter: TripsViewOutput {

    weak var view: TripsViewInput?
    private let interactor: TripsInteractor
    private let router: AnyRouter<TripsRoute>
    private var trips: [Trip] = []

    init(interactor: TripsInteractor, router: AnyRouter<TripsRoute>) {
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        trips = interactor.upcomingTrips()
        view?.show(trips.map { "\($0.destination) · \($0.nights) nights" })
    }

    func didSelectTrip(at index: Int) {
        router.navigate(to: .detail(trips[index]))
    }

    func didTapAdd() {
        router.navigate(to: .newTrip)
    }
}
