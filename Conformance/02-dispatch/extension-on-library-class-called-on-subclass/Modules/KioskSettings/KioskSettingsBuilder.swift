import UIKit

enum KioskSettingsBuilder {
    static func build() -> UIViewController {
        let view = KioskSettingsViewController()
        let presenter = KioskSettingsPresenter()
        let router = KioskSettingsRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = KioskSettingsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
