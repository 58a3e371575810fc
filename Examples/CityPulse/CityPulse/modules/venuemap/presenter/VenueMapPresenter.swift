import Foundation

/// Shows the venue's address and the three closest transit stops, or a note when there is no transit data.
class VenueMapPresenter: VenueMapViewToPresenterProtocol {

    weak var view: VenueMapPresenterToViewProtocol?
    var interactor: VenueMapPresenterToInteractorProtocol?
    var router: VenueMapPresenterToRouterProtocol?

    func viewDidLoad() {
        guard let location = interactor?.location else { return }
        view?.showVenue(name: location.name,
                        address: location.address,
                        coordinateText: location.coordinateText)
        interactor?.fetchNearbyTransit()
    }

    func didTapOpenInMaps() {
        guard let url = interactor?.location.appleMapsURL else { return }
        view?.openExternalURL(url)
    }

    func didTapBackToEvent() {
        router?.popBackToEvent(from: view)
    }
}

extension VenueMapPresenter: VenueMapInteractorToPresenterProtocol {

    func transitStopsFetched(_ stops: [TransitStop]) {
        let lines = stops.map { "\($0.line) · \($0.name) (\($0.walkingMinutes) min walk)" }
        view?.showTransitStops(lines)
    }

    func transitStopsUnavailable() {
        view?.showTransitStops(["No transit information for this venue."])
    }
}
