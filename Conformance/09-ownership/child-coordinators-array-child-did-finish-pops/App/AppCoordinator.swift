import UIKit

final class AppCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []
    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let shelter = ShelterBuilder.build(onAdopt: { [weak self] animal in
            self?.startAdoption(of: animal)
        })
        navigationController.setViewControllers([shelter], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    private func startAdoption(of animal: Animal) {
        let adoption = AdoptionCoordinator(navigationController: navigationController, animal: animal)
        adoption.parent = self
        childCoordinators.append(adoption)
        adoption.start()
    }

    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
        navigationController.popToRootViewController(animated: true)
    }
}
