import UIKit

protocol TripsRouterInput: AnyObject {
    func openTrip(_ trip: Trip)
}

final class TripsRouter: TripsRouterInput {
    weak var viewController: UIViewController?

    func openTrip(_ trip: Trip) {
        let (screen, input) = TripDetailBuilder.build()
        input.configure(with: trip)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
