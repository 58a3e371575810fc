import Foundation

class EventListInteractor: EventFeedPresenterToInteractorProtocol {

    weak var presenter: EventFeedInteractorToPresenterProtocol?
    private(set) var events: [EventFeedItem] = []

    private let session: URLSession
    private let baseURL = URL(string: "https://api.citypulse.example/v2")!

    init(session: URLSession = .shared) {
        self.session = session
    }

    func fetchUpcomingEvents(city: String) {
        var components = URLComponents(url: baseURL.appendingPathComponent("events"),
                                       resolvingAgainstBaseURL: false)
        components?.queryItems = [
            URLQueryItem(name: "city", value: city),
            URLQueryItem(name: "window", value: "14d")
        ]
        guard let url = components?.url else { return }

        session.dataTask(with: url) { [weak self] data, _, error in
            DispatchQueue.main.async {
                self?.handleResponse(data: data, error: error)
            }
        }.resume()
    }

    private func handleResponse(data: Data?, error: Error?) {
        if let error = error {
            presenter?.eventsFetchFailed(error: error)
            return
        }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let response = try decoder.decode(EventFeedResponse.self, from: data ?? Data())
            events = response.events.sorted { $0.startsAt < $1.startsAt }
            presenter?.eventsFetched()
        } catch {
            presenter?.eventsFetchFailed(error: error)
        }
    }
}
