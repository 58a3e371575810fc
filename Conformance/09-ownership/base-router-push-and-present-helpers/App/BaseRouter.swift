import UIKit

/// Shared plumbing for every module router: keeps the module's screen and
/// shows the next module's screen from it.
class BaseRouter {

    weak var viewController: UIViewController?

    func push(_ destination: UIViewController, animated: Bool = true) {
        viewController?.navigationController?.pushViewController(destination, animated: animated)
    }

    func present(_ destination: UIViewController, embedInNavigation: Bool = false, animated: Bool = true) {
        let shown = embedInNavigation ? UINavigationController(rootViewController: destination) : destination
        viewController?.present(shown, animated: animated)
    }
}
