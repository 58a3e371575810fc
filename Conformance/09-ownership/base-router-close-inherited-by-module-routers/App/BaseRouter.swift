import UIKit

class BaseRouter {
    weak var viewController: UIViewController?

    func close(animated: Bool = true) {
        viewController?.dismiss(animated: animated)
    }
}
