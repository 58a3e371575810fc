import UIKit

final class TripsRouter: Routing {

    weak var viewController: UIViewController?

    func navigate(to route: TripsRoute) {
        switch route {
        case .detail(let trip):
            viewController?.navigationController?.pushViewController(TripDetailBuilder.build(trip: trip), animated: true)
        case .newTrip:
            let newTrip = UINavigationController(rootViewController: NewTripBuilder.build())
            viewController?.present(newTrip, animated: true)
        }
    }
}
