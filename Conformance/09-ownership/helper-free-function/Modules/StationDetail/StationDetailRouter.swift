import UIKit

protocol StationDetailRouterInput: AnyObject {
    func openReservation(for station: Station)
}

final class StationDetailRouter: StationDetailRouterInput {

    weak var viewController: UIViewController?

    func openReservation(for station: Station) {
        presentAsSheet(ReservationBuilder.build(stationID: station.id), from: viewController)
    }
}
