import UIKit

enum NurseryRoute {
    case plant(id: String)
    case watering(everyDays: Int)
}

protocol NurseryRouterInput: AnyObject {
    func navigate(to route: NurseryRoute)
}

final class NurseryRouter: NurseryRouterInput {
    weak var viewController: UIViewController?

    func navigate(to route: NurseryRoute) {
        if case .plant(let id) = route {
            let care = PlantCareBuilder.build(plantID: id)
            viewController?.navigationController?.pushViewController(care, animated: true)
            return
        }

        guard case let .watering(everyDays) = route, everyDays > 0 else {
            return
        }
        let plan = WateringPlanBuilder.build(everyDays: everyDays)
        viewController?.present(UINavigationController(rootViewController: plan), animated: true)
    }
}
