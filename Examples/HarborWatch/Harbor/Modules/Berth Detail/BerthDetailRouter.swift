import UIKit

/// Pushes the bookings screen of the shown berth.
final class BerthDetailRouter: BerthDetailRouterInput {
    weak var viewController: UIViewController?

    func showBookings(for berth: Berth) {
        viewController?.navigationController?.pushViewController(BookingsBuilder.build(berth: berth), animated: true)
    }
}
