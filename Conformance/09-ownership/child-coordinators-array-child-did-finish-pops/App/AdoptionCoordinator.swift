import UIKit

final class AdoptionCoordinator: Coordinator {

    var childCoordinators: [Coordinator] = []
    weak var parent: AppCoordinator?
    private let navigationController: UINavigationController
    private let animal: Animal

    init(navigationController: UINavigationController, animal: Animal) {
        self.navigationController = navigationController
        self.animal = animal
    }

    func start() {
        let form = AdoptionFormBuilder.build(
            animal: animal,
            onSubmitted: { [weak self] applicationID in self?.showHomeVisit(applicationID: applicationID) },
            onCancel: { [weak self] in self?.finish() }
        )
        navigationController.pushViewController(form, animated: true)
    }

    private func showHomeVisit(applicationID: String) {
        let visit = HomeVisitBuilder.build(applicationID: applicationID, onBooked: { [weak self] in
            self?.finish()
        })
        navigationController.pushViewController(visit, animated: true)
    }

    private func finish() {
        parent?.childDidFinish(self)
    }
}
