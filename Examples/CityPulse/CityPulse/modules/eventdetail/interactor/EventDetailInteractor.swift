import Foundation

class EventDetailInteractor: EventDetailPresenterToInteractorProtocol {

    weak var presenter: EventDetailInteractorToPresenterProtocol?
    private(set) var detail: EventDetailModel?

    private let eventID: String
    private let defaults: UserDefaults
    private let interestedKey = "citypulse.interestedEvents"

    init(eventID: String, defaults: UserDefaults = .standard) {
        self.eventID = eventID
        self.defaults = defaults
    }

    func loadEventDetail() {
        guard let url = URL(string: "https://api.citypulse.example/v2/events/\(eventID)") else { return }
        URLSession.shared.dataTask(with: url) { [weak self] data, _, error in
            DispatchQueue.main.async {
                self?.handle(data: data, error: error)
            }
        }.resume()
    }

    func toggleInterested() {
        guard var current = detail else { return }
        current.isInterested.toggle()
        detail = current

        InterestedEventsStore.shared.setInterested(current.isInterested, eventID: eventID)
        presenter?.interestedStateChanged(current.isInterested)
    }

    private func handle(data: Data?, error: Error?) {
        if let error = error {
            presenter?.eventDetailFailed(error: error)
            return
        }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            var loaded = try decoder.decode(EventDetailModel.self, from: data ?? Data())
            loaded.isInterested = defaults.stringArray(forKey: interestedKey)?.contains(eventID) ?? false
            detail = loaded
            presenter?.eventDetailLoaded(loaded)
        } catch {
            presenter?.eventDetailFailed(error: error)
        }
    }
}
