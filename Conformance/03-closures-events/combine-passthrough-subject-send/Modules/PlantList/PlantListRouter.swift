import UIKit

protocol PlantListRouterInput: AnyObject {
    func openPlant(_ plant: Plant)
}

final class PlantListRouter: PlantListRouterInput {

    weak var viewController: UIViewController?

    func openPlant(_ plant: Plant) {
        let detail = PlantDetailBuilder.build(plant: plant)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
