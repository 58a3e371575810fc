import UIKit

final class WaitlistRouter: WaitlistRouterInput {
    weak var viewController: UIViewController?

    func showBerth(_ berth: Berth) {
        viewController?.navigationController?.pushViewController(BerthDetailBuilder.build(berth: berth), animated: true)
    }
}
