import UIKit

protocol ParkingMapRouterInput: AnyObject {
    func showZone(_ zone: ParkingZone)
    func present(_ screen: UIViewController)
}

final class ParkingMapRouter: ParkingMapRouterInput {
    weak var viewController: UIViewController?

    func showZone(_ zone: ParkingZone) {
        let detail = ZoneDetailBuilder.build(zone: zone)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func present(_ screen: UIViewController) {
        viewController?.present(screen, animated: true)
    }
}
