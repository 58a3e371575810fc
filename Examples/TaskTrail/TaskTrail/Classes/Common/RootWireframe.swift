import UIKit

/// Shared helper (not a feature module) that knows how to put a screen at the
/// bottom of the navigation stack owned by the app window.
class RootWireframe: NSObject {

    func showRootViewController(_ viewController: UIViewController, inWindow window: UIWindow) {
        let navigationController = navigationControllerFromWindow(window)
        navigationController.viewControllers = [viewController]
    }

    func navigationControllerFromWindow(_ window: UIWindow) -> UINavigationController {
        guard let navigationController = window.rootViewController as? UINavigationController else {
            preconditionFailure("Main.storyboard must start with a UINavigationController")
        }
        configureAppearance(of: navigationController)
        return navigationController
    }

    private func configureAppearance(of navigationController: UINavigationController) {
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.navigationBar.tintColor = UIColor.systemTeal
        navigationController.view.backgroundColor = UIColor.systemBackground
    }
}
