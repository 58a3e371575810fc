import Foundation

class VenueMapInteractor: VenueMapPresenterToInteractorProtocol {

    weak var presenter: VenueMapInteractorToPresenterProtocol?
    let location: VenueLocation

    private let session: URLSession

    init(location: VenueLocation, session: URLSession = .shared) {
        self.location = location
        self.session = session
    }

    func fetchNearbyTransit() {
        let path = "https://api.citypulse.example/v2/transit/nearby?lat=\(location.latitude)&lon=\(location.longitude)"
        guard let url = URL(string: path) else {
            presenter?.transitStopsUnavailable()
            return
        }
        session.dataTask(with: url) { [weak self] data, _, _ in
            let stops = data.flatMap { try? JSONDecoder().decode([TransitStop].self, from: $0) }
            DispatchQueue.main.async {
                guard let stops = stops, !stops.isEmpty else {
                    self?.presenter?.transitStopsUnavailable()
                    return
                }
                let closest = stops.sorted { $0.walkingMinutes < $1.walkingMinutes }.prefix(3)
                self?.presenter?.transitStopsFetched(Array(closest))
            }
        }.resume()
    }
}
