import UIKit

final class RentalsRouter {
    weak var viewController: UIViewController?

    func showBike(_ bike: Bike) {
        let detail = BikeDetailBuilder.build(bike: bike)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
