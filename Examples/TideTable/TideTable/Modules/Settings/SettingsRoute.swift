import UIKit

/// How another module's router opens Settings: adopt this, and `openSettings()` pushes it.
protocol SettingsRoute: AnyObject {
    func openSettings()
}

extension SettingsRoute where Self: Router {
    func openSettings() {
        view?.navigationController?.pushViewController(SettingsBuilder.build(), animated: true)
    }
}
