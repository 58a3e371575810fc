import UIKit

/// Pushes the settings screen onto the board's navigation stack and opens About from it.
/// Called from Objective-C (`[self.settingsRouter showSettings:...]`), and calls Objective-C back
/// (`PBDAboutWireframe`).
@objc final class PBDSettingsRouter: NSObject {
    @objc var aboutWireframe: PBDAboutWireframe?
    private weak var viewController: SettingsViewController?

    @objc func showSettings(_ source: UIViewController) {
        let settings = SettingsViewController()
        let presenter = SettingsPresenter()
        presenter.router = self
        presenter.view = settings
        settings.eventHandler = presenter
        viewController = settings
        source.navigationController?.pushViewController(settings, animated: true)
    }

    func showAbout() {
        guard let viewController else { return }
        aboutWireframe?.presentAbout(viewController)
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
