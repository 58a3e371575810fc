import UIKit

/// The app's tab bar: each screen it is given goes into a navigation stack of its own, in order.
final class SkyTabBarController: UITabBarController {
    func install(_ screens: [UIViewController]) {
        var stacks: [UIViewController] = []
        for screen in screens {
            stacks.append(UINavigationController(rootViewController: screen))
        }
        viewControllers = stacks
    }
}
