import UIKit

final class AppCoordinator: Coordinator {

    private let window: UIWindow
    private let navigationController = UINavigationController()
    private var childCoordinators: [Coordinator] = []

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let studios = StudiosBuilder.build(output: self)
        navigationController.setViewControllers([studios], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }
}

extension AppCoordinator: StudiosModuleOutput {

    func studiosDidSelect(_ studio: Studio) {
        let booking = BookingCoordinator(presenter: navigationController, studio: studio)
        booking.delegate = self
        childCoordinators.append(booking)
        booking.start()
    }
}

extension AppCoordinator: BookingCoordinatorDelegate {

    func bookingCoordinatorDidFinish(_ coordinator: BookingCoordinator) {
        childCoordinators.removeAll { $0 === coordinator }
        navigationController.dismiss(animated: true)
    }
}
