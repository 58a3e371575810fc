import UIKit

final class VehiclesRouter {
    weak var viewController: UIViewController?

    func openBooking(for vehicle: Vehicle, pickup: Date) {
        let module = BookingModule().make()
        module.input.configure(vehicleID: vehicle.id, pickup: pickup)
        viewController?.navigationController?.pushViewController(module.view, animated: true)
    }
}
