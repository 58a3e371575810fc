import Foundation

class TripDetailPresenter: TripDetailPresenterProtocol {

    weak private var view: TripDetailViewProtocol?
    private let router: TripDetailRouterProtocol
    private let trip: Trip

    init(interface: TripDetailViewProtocol, router: TripDetailRouterProtocol, trip: Trip) {
        self.view = interface
        self.router = router
        self.trip = trip
    }

    func viewDidLoad() {
        let days = Calendar.current.dateComponents([.day], from: Date(), to: trip.departure).day ?? 0
        view?.showTrip(destination: trip.destination, summary: "Leaving in \(days) days for \(trip.nights) nights.")
    }

    func didTapPackingList() {
        guard let view else { return }
        router.presentPackingList(for: trip, from: view)
    }
}
