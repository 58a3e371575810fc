import UIKit

@MainActor
protocol ParkingZonesRouterInput: AnyObject {
    func openGarage(_ garage: Garage)
}

final class ParkingZonesRouter: ParkingZonesRouterInput {

    weak var transitionHandler: UIViewController?

    func openGarage(_ garage: Garage) {
        let detail = GarageDetailAssembly.assemble(garage: garage)
        transitionHandler?.navigationController?.pushViewController(detail, animated: true)
    }
}
