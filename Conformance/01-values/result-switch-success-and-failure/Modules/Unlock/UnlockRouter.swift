import UIKit

protocol UnlockRouterInput: AnyObject {
    func openRide(_ ride: Ride)
    func showUnlockFailed(message: String)
}

final class UnlockRouter: UnlockRouterInput {

    weak var viewController: UIViewController?
    private let rides: RideService

    init(rides: RideService) {
        self.rides = rides
    }

    func openRide(_ ride: Ride) {
        let rideScreen = RideBuilder.build(ride: ride, rides: rides)
        viewController?.navigationController?.pushViewController(rideScreen, animated: true)
    }

    func showUnlockFailed(message: String) {
        let alert = UIAlertController(title: "Couldn't unlock", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        viewController?.present(alert, animated: true)
    }
}
