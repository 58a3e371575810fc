import UIKit

final class Router {
    private weak var root: UINavigationController?

    init(root: UINavigationController) {
        self.root = root
    }

    func setRootModule(_ module: UIViewController) {
        root?.setViewControllers([module], animated: false)
    }

    func present(_ module: UIViewController) {
        root?.present(module, animated: true)
    }

    func dismissModule() {
        root?.dismiss(animated: true)
    }
}
