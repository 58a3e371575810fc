import UIKit

/// Routing for modules with nothing special to do: the next screen goes onto the current stack.
/// Modules that show their screens differently subclass it and override `open(_:)`.
class NavigationRouter {
    weak var viewController: UIViewController?

    func open(_ screen: UIViewController) {
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
