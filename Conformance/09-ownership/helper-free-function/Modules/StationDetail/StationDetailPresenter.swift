import Foundation

protocol StationDetailViewOutput: AnyObject {
    var title: String { get }
    func didTapReserve()
}

final class StationDetailPresenter: StationDetailViewOutput {

    private let station: Station
    private let router: StationDetailRouterInput

    init(station: Station, router: StationDetailRouterInput) {
        self.station = station
        self.router = router
    }

    var title: String {
        station.name
    }

    func didTapReserve() {
        router.openReservation(for: station)
    }
}
