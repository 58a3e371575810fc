import UIKit

protocol ParkingMapRouterInput: AnyObject {
    func showZone(_ zone: ParkingZone)
    func showValetBooking()
}

final class ParkingMapRouter: ParkingMapRouterInput {
    weak var viewController: UIViewController?

    func showZone(_ zone: ParkingZone) {
        let detail = ZoneDetailBuilder.build(zone: zone)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func showValetBooking() {
        let booking = ValetBookingBuilder.build()
        viewController?.present(booking, animated: true)
    }
}
