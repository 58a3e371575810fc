import SwiftUI
import UIKit

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
