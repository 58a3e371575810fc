import UIKit

extension UIViewController {

    /// The screen the user is looking at, found by walking down from `self`
    /// through whatever is presented, the visible screen of a navigation
    /// stack and the selected tab.
    func topMost() -> UIViewController {
        if let presented = presentedViewController, !presented.isBeingDismissed {
            return presented.topMost()
        }
        if let navigation = self as? UINavigationController,
           let visible = navigation.visibleViewController {
            return visible.topMost()
        }
        if let tabs = self as? UITabBarController,
           let selected = tabs.selectedViewController {
            return selected.topMost()
        }
        return self
    }
}

extension UIApplication {

    var keyWindowRootViewController: UIViewController? {
        connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }?
            .rootViewController
    }
}
