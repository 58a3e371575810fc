import UIKit

final class PlantIdentifyRouter {

    weak var viewController: UIViewController?

    /// The camera screen should not stay in the stack once a plant is found:
    /// take it off without animation, then push the profile from the garden.
    func replaceWithProfile(of plant: Plant) {
        guard let navigationController = viewController?.navigationController else { return }
        navigationController.popViewController(animated: false)
        let profile = PlantProfileBuilder.build(plant: plant)
        navigationController.pushViewController(profile, animated: true)
    }
}
