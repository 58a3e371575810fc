import UIKit
import HarborKit

final class SettingsRouter: SettingsRouterInput {
    weak var viewController: UIViewController?

    func showLogin() {
        viewController?.present(LoginBuilder.build(), animated: true)
    }
}
