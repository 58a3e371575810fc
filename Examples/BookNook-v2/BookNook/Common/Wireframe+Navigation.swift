import UIKit

/// Adopted by routers that keep a weak handle on the screen they manage.
///
/// Routers conforming to `Navigating` get a shared way of putting another
/// module on top of the current navigation stack, so every push in the app
/// uses the same animation settings.
protocol Navigating: AnyObject {
    var viewController: UIViewController? { get }
}

extension Navigating {
    func pushModule(_ module: UIViewController) {
        viewController?.navigationController?.pushViewController(module, animated: true)
    }
}
