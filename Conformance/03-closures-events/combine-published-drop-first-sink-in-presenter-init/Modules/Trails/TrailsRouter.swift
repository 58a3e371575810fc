import UIKit

final class TrailsRouter {

    weak var viewController: UIViewController?

    func showDetail(_ trail: Trail) {
        let detail = TrailDetailBuilder.build(trail: trail)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
