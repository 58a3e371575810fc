import UIKit

final class SettingsRouter: SettingsRouterInput {
    weak var viewController: UIViewController?
    func close() { viewController?.dismiss(animated: true) }
}
