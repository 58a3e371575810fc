import UIKit

final class TravelCoordinator {

    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let trips = TripsBuilder.build(onOpenBooking: { [weak self] tripID in
            self?.showBooking(for: tripID)
        })
        navigationController.setViewControllers([trips], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    private func showBooking(for tripID: Trip.ID) {
        let booking = BookingBuilder.build(tripID: tripID)
        navigationController.pushViewController(booking, animated: true)
    }
}
