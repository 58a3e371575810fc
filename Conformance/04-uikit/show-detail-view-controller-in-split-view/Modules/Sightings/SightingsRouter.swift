import UIKit

protocol SightingsRouterInput: AnyObject {
    func showDetail(for sighting: Sighting)
}

final class SightingsRouter: SightingsRouterInput {

    weak var viewController: UIViewController?

    func showDetail(for sighting: Sighting) {
        let detail = SightingDetailBuilder.build(sighting: sighting)
        let detailStack = UINavigationController(rootViewController: detail)
        viewController?.showDetailViewController(detailStack, sender: self)
    }
}
