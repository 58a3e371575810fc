import UIKit

final class LoginRouter: LoginRouterInput {
    weak var viewController: UIViewController?

    func finish() {
        viewController?.dismiss(animated: true)
    }
}
