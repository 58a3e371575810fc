import UIKit

final class StationsRouter: Router {
    weak var viewController: UIViewController?

    func navigate(to route: StationsRoute) {
        switch route {
        case .lineMap(let lineID):
            viewController?.navigationController?.pushViewController(LineMapBuilder.build(lineID: lineID), animated: true)
        case .serviceAlerts:
            viewController?.present(ServiceAlertsBuilder.build(), animated: true)
        }
    }
}
