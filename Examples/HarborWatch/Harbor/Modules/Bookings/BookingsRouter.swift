import UIKit

/// Pops the bookings screen to go back to the berth's details.
final class BookingsRouter: BookingsRouterInput {
    weak var viewController: UIViewController?

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
