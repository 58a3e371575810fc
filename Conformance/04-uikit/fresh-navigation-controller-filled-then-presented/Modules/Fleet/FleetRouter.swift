import UIKit

protocol FleetRouterDelegate: AnyObject {
    func fleetRouterDidRequestNewVan(from screen: UIViewController)
}

final class FleetRouter {
    weak var viewController: UIViewController?
    weak var delegate: FleetRouterDelegate?

    func openNewVanForm() {
        guard let viewController else { return }
        delegate?.fleetRouterDidRequestNewVan(from: viewController)
    }
}
