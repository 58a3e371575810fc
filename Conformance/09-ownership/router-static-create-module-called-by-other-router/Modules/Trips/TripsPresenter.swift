import Foundation

class TripsPresenter: TripsPresenterProtocol {

    weak private var view: TripsViewProtocol?
    var interactor: TripsInteractorInputProtocol?
    private let router: TripsRouterProtocol
    private var trips: [Trip] = []

    init(interface: TripsViewProtocol, interactor: TripsInteractorInputProtocol?, router: TripsRouterProtocol) {
        self.view = interface
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor?.fetchTrips()
    }

    func didSelectTrip(at index: Int) {
        guard let view, trips.indices.contains(index) else { return }
        router.pushToTripDetail(with: trips[index], from: view)
    }
}

extension TripsPresenter: TripsInteractorOutputProtocol {

    func tripsFetched(_ trips: [Trip]) {
        self.trips = trips
        view?.showTrips(trips)
    }
}
