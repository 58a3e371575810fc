import Foundation

/// Fetches the next two weeks of events for one city and opens an event's details when a row is selected.
class EventListPresenter: EventFeedViewToPresenterProtocol {

    weak var view: EventFeedPresenterToViewProtocol?
    var interactor: EventFeedPresenterToInteractorProtocol?
    var router: EventFeedPresenterToRouterProtocol?

    private let city: String

    init(city: String = "Lisbon") {
        self.city = city
    }

    func viewDidLoad() {
        view?.setLoading(true)
        interactor?.fetchUpcomingEvents(city: city)
    }

    func refreshFeed() {
        interactor?.fetchUpcomingEvents(city: city)
    }

    func numberOfEvents() -> Int {
        return interactor?.events.count ?? 0
    }

    func event(at index: Int) -> EventFeedItem? {
        guard let events = interactor?.events, events.indices.contains(index) else { return nil }
        return events[index]
    }

    func didSelectEvent(at index: Int) {
        guard let item = event(at: index) else { return }
        router?.pushToEventDetail(eventID: item.id)
    }

    func didTapProfile() {
        router?.presentProfile()
    }
}

extension EventListPresenter: EventFeedInteractorToPresenterProtocol {

    func eventsFetched() {
        view?.setLoading(false)
        view?.showEvents()
    }

    func eventsFetchFailed(error: Error) {
        view?.setLoading(false)
        view?.showError(message: error.localizedDescription)
    }
}
