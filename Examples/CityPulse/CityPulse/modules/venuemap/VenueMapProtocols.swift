import UIKit

// MARK: - View -> Presenter

protocol VenueMapViewToPresenterProtocol: AnyObject {
    var view: VenueMapPresenterToViewProtocol? { get set }
    var interactor: VenueMapPresenterToInteractorProtocol? { get set }
    var router: VenueMapPresenterToRouterProtocol? { get set }

    func viewDidLoad()
    func didTapOpenInMaps()
    func didTapBackToEvent()
}

// MARK: - Presenter -> View

protocol VenueMapPresenterToViewProtocol: AnyObject {
    func showVenue(name: String, address: String, coordinateText: String)
    func showTransitStops(_ lines: [String])
    func openExternalURL(_ url: URL)
}

// MARK: - Presenter -> Interactor

protocol VenueMapPresenterToInteractorProtocol: AnyObject {
    var presenter: VenueMapInteractorToPresenterProtocol? { get set }
    var location: VenueLocation { get }

    func fetchNearbyTransit()
}

// MARK: - Interactor -> Presenter

protocol VenueMapInteractorToPresenterProtocol: AnyObject {
    func transitStopsFetched(_ stops: [TransitStop])
    func transitStopsUnavailable()
}

// MARK: - Presenter -> Router

protocol VenueMapPresenterToRouterProtocol: AnyObject {
    func popBackToEvent(from view: VenueMapPresenterToViewProtocol?)
}
