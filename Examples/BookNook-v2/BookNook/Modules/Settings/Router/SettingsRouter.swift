import UIKit

/// Builds the settings module; the screen itself opens no other module.
final class SettingsRouter: SettingsWireframe {

    weak var viewController: UIViewController?

    static func assembleModule() -> UIViewController {
        let view = SettingsViewController()
        let presenter = SettingsPresenter()
        let interactor = SettingsInteractor()
        let router = SettingsRouter()

        view.presenter = presenter

        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router

        interactor.output = presenter

        router.viewController = view

        return view
    }
}
