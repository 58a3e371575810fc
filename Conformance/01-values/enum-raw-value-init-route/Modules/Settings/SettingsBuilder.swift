import UIKit

enum SettingsBuilder {
    static func build() -> UIViewController {
        let view = SettingsViewController(style: .insetGrouped)
        let presenter = SettingsPresenter()
        let router = SettingsRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
