import UIKit

/// Builds the settings module.
enum SettingsBuilder {
    static func build() -> UIViewController {
        let view = SettingsViewController()
        let router = SettingsRouter()
        let presenter = SettingsPresenter(view: view, router: router)
        view.output = presenter
        router.viewController = view
        return view
    }
}
