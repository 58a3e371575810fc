import UIKit

protocol PlanetsRoutingLogic: AnyObject {
    func routeToDetail(_ object: SkyObject)
}

/// Pushes a planet's detail screen onto the catalogue's navigation stack.
final class PlanetsRouter: PlanetsRoutingLogic {
    weak var viewController: UIViewController?

    func routeToDetail(_ object: SkyObject) {
        // The planets list lives inside the catalogue's container: the stack is the container's.
        viewController?.parent?.navigationController?.pushViewController(ObjectDetailBuilder.build(object: object), animated: true)
    }
}
