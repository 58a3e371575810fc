import UIKit

protocol PlantsRouterInput: AnyObject {
    func openDetail(for plant: Plant)
}

final class PlantsRouter: PlantsRouterInput {

    weak var viewController: UIViewController?

    func openDetail(for plant: Plant) {
        let detail = PlantDetailBuilder.build(plant: plant)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
