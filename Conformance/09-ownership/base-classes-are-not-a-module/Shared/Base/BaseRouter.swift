import UIKit

/// Holds the screen a router navigates from.
class BaseRouter {

    weak var viewController: UIViewController?

    var navigationController: UINavigationController? {
        viewController?.navigationController
    }
}
