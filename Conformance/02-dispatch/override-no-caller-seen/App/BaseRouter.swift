import UIKit

class BaseRouter {
    weak var viewController: UIViewController?

    func showOnboardingIfNeeded() {}
}
