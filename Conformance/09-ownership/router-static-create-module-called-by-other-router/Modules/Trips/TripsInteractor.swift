import Foundation

class TripsInteractor: TripsInteractorInputProtocol {

    weak var presenter: TripsInteractorOutputProtocol?

    func fetchTrips() {
        let day: TimeInterval = 24 * 60 * 60
        let trips = [
            Trip(id: UUID(), destination: "Lofoten", departure: Date().addingTimeInterval(12 * day), nights: 6),
            Trip(id: UUID(), destination: "Kyoto", departure: Date().addingTimeInterval(47 * day), nights: 10)
        ]
        presenter?.tripsFetched(trips.sorted { $0.departure < $1.departure })
    }
}
