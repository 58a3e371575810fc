import UIKit

/// Base of every flow. A subclass fixes `Route` to its flow's route enum and overrides `start()` and `navigate(to:)`.
class Coordinator<Route> {

    let navigationController: UINavigationController
    private var children: [AnyObject] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        assertionFailure("\(type(of: self)) must override start()")
    }

    func navigate(to route: Route) {
        assertionFailure("\(type(of: self)) does not handle \(route)")
    }

    func addChild(_ child: AnyObject) {
        children.append(child)
    }

    func removeChild(_ child: AnyObject) {
        children.removeAll { $0 === child }
    }
}
