import UIKit

final class CampsitesRouter {
    weak var viewController: UIViewController?

    func showBooking(for campsite: Campsite) {
        let booking = CampBookingBuilder.build(campsite: campsite)
        viewController?.navigationController?.pushViewController(booking, animated: true)
    }
}
