import UIKit

/// Dismisses the login screen once the user is signed in.
final class LoginRouter: LoginRouterInput {
    weak var viewController: UIViewController?

    func finish() {
        viewController?.dismiss(animated: true)
    }
}
