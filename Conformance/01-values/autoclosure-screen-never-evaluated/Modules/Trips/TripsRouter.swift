import UIKit

protocol TripsRouterInput: AnyObject {
    func openTrip(_ trip: Trip)
    func presentUpsell(_ screen: @autoclosure () -> UIViewController)
}

final class TripsRouter: TripsRouterInput {
    weak var viewController: UIViewController?

    func openTrip(_ trip: Trip) {
        let detail = TripDetailBuilder.build(tripID: trip.id, destination: trip.destination)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    /// The premium upsell is on hold until the new subscription is approved in App Store Connect.
    /// Call sites keep passing the screen; it is an autoclosure, so nothing is built while the
    /// upsell stays switched off.
    func presentUpsell(_ screen: @autoclosure () -> UIViewController) {
        Analytics.shared.track("upsell_suppressed", ["screen": "premium_upgrade"])
    }
}
