import UIKit

final class SkyTonightRouter {
    weak var viewController: UIViewController?

    func openConstellation(_ constellation: Constellation) {
        let detail = ConstellationDetailBuilder.build(constellation: constellation)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
