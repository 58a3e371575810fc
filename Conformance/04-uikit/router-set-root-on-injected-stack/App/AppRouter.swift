import UIKit

final class AppRouter {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func setRoot(_ vc: UIViewController) {
        navigationController.setViewControllers([vc], animated: false)
    }

    func push(_ vc: UIViewController, animated: Bool = true) {
        navigationController.pushViewController(vc, animated: animated)
    }
}
