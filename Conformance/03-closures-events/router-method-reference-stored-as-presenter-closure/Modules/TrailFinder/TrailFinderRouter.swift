import UIKit

final class TrailFinderRouter {

    weak var viewController: UIViewController?

    func showMap(for trail: Trail) {
        let map = TrailMapBuilder.build(trail: trail)
        viewController?.navigationController?.pushViewController(map, animated: true)
    }

    func showConditions(for trail: Trail) {
        let conditions = TrailConditionsBuilder.build(trailID: trail.id)
        conditions.modalPresentationStyle = .pageSheet
        viewController?.present(conditions, animated: true)
    }
}
