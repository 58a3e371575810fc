import UIKit

protocol ItineraryRouterInput: AnyObject {
    func show(_ scene: ItineraryScene)
}

final class ItineraryRouter: ItineraryRouterInput {
    weak var viewController: UIViewController?

    func show(_ scene: ItineraryScene) {
        viewController?.navigationController?.pushViewController(scene.viewController, animated: true)
    }
}
