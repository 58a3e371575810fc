import UIKit

protocol KioskSettingsRouterInput: AnyObject {
    func openCuratorProfile()
}

final class KioskSettingsRouter: KioskSettingsRouterInput {
    weak var viewController: KioskSettingsViewController?

    func openCuratorProfile() {
        viewController?.presentModally(CuratorProfileBuilder.build())
    }
}
