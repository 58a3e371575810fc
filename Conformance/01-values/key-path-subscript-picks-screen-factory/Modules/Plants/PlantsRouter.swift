import UIKit

/// The screens a plant can open, one factory per care task.
struct PlantScreens {
    var watering: (Plant) -> UIViewController = { WateringConfigurator.configure(plant: $0) }
    var repotting: (Plant) -> UIViewController = { RepottingConfigurator.configure(plant: $0) }
}

typealias PlantScreen = KeyPath<PlantScreens, (Plant) -> UIViewController>

protocol PlantsRouterInput: AnyObject {
    func open(_ screen: PlantScreen, for plant: Plant)
}

final class PlantsRouter: PlantsRouterInput {
    weak var viewController: UIViewController?
    private let screens = PlantScreens()

    func open(_ screen: PlantScreen, for plant: Plant) {
        let make = screens[keyPath: screen]
        viewController?.navigationController?.pushViewController(make(plant), animated: true)
    }
}
