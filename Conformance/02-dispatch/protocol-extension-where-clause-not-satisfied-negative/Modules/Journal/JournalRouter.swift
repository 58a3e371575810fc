import UIKit

final class JournalRouter {
    weak var viewController: UIViewController?

    func openSettings() {
        let settings = SettingsBuilder.build()
        viewController?.navigationController?.pushViewController(settings, animated: true)
    }
}
