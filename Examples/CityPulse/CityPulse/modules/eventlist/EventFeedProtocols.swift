import UIKit

// MARK: - View -> Presenter

protocol EventFeedViewToPresenterProtocol: AnyObject {
    var view: EventFeedPresenterToViewProtocol? { get set }
    var interactor: EventFeedPresenterToInteractorProtocol? { get set }
    var router: EventFeedPresenterToRouterProtocol? { get set }

    func viewDidLoad()
    func refreshFeed()
    func numberOfEvents() -> Int
    func event(at index: Int) -> EventFeedItem?
    func didSelectEvent(at index: Int)
    func didTapProfile()
}

// MARK: - Presenter -> View

protocol EventFeedPresenterToViewProtocol: AnyObject {
    func showEvents()
    func showError(message: String)
    func setLoading(_ isLoading: Bool)
}

// MARK: - Presenter -> Interactor

/// Fetches the event feed and keeps the fetched events sorted by start time.
protocol EventFeedPresenterToInteractorProtocol: AnyObject {
    var presenter: EventFeedInteractorToPresenterProtocol? { get set }
    var events: [EventFeedItem] { get }

    /// Requests the events in the given city for the next 14 days.
    func fetchUpcomingEvents(city: String)
}

// MARK: - Interactor -> Presenter

protocol EventFeedInteractorToPresenterProtocol: AnyObject {
    func eventsFetched()
    func eventsFetchFailed(error: Error)
}

// MARK: - Presenter -> Router

protocol EventFeedPresenterToRouterProtocol: AnyObject {
    static func createModule() -> UIViewController
    func pushToEventDetail(eventID: String)
    func presentProfile()
}
