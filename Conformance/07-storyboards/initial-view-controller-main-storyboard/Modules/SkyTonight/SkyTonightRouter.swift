import UIKit

final class SkyTonightRouter {
    weak var viewController: UIViewController?

    func showConstellation(_ constellation: VisibleConstellation) {
        let detail = ConstellationBuilder.build(constellation: constellation)
        detail.modalPresentationStyle = .pageSheet
        viewController?.present(detail, animated: true)
    }
}
