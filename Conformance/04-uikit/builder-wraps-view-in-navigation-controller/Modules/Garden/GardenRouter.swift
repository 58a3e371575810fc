import UIKit

protocol GardenRouterInput: AnyObject {
    func openAddPlant(onAdded: @escaping () -> Void)
}

final class GardenRouter: GardenRouterInput {

    weak var viewController: UIViewController?

    func openAddPlant(onAdded: @escaping () -> Void) {
        let addPlant = AddPlantBuilder.build(onAdded: onAdded)
        viewController?.present(addPlant, animated: true)
    }
}
