import UIKit

/// Pushes a berth's details and presents the settings in their own navigation controller.
final class BerthsRouter: BerthsRouterInput {
    weak var viewController: UIViewController?

    func showDetail(for berth: Berth) {
        viewController?.navigationController?.pushViewController(BerthDetailBuilder.build(berth: berth), animated: true)
    }

    func showSettings() {
        let settings = UINavigationController(rootViewController: SettingsBuilder.build())
        viewController?.present(settings, animated: true)
    }
}
