import UIKit

protocol PlantsRouterInput: AnyObject {
    func openCare(for plant: Plant)
    func openSchedule(for plants: [Plant])
}

final class PlantsRouter: PlantsRouterInput {
    weak var viewController: UIViewController?

    func openCare(for plant: Plant) {
        let care = PlantCareBuilder.build(plant: plant)
        viewController?.navigationController?.pushViewController(care, animated: true)
    }

    func openSchedule(for plants: [Plant]) {
        let schedule = WateringScheduleBuilder.build(plants: plants)
        viewController?.present(UINavigationController(rootViewController: schedule), animated: true)
    }
}
