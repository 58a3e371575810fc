import SwiftUI
import UIKit

/// Pushes an object's detail screen and presents the SwiftUI settings screen.
final class TonightRouter: TonightRouterInput {
    weak var viewController: UIViewController?

    func showObject(_ object: SkyObject) {
        viewController?.navigationController?.pushViewController(ObjectDetailBuilder.build(object: object), animated: true)
    }

    func showSettings() {
        let settings = UIHostingController(rootView: SettingsView(viewModel: SettingsViewModel()))
        viewController?.present(settings, animated: true)
    }
}
