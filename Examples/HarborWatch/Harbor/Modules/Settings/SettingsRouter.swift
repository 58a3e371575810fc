import UIKit
import HarborKit

/// Presents the login screen from the HarborKit framework.
final class SettingsRouter: SettingsRouterInput {
    weak var viewController: UIViewController?

    func showLogin() {
        viewController?.present(LoginBuilder.build(), animated: true)
    }
}
