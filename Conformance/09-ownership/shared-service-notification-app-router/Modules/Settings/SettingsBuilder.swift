import UIKit

enum SettingsBuilder {

    static func build(session: SessionService) -> UIViewController {
        let view = SettingsViewController()
        view.presenter = SettingsPresenter(interactor: SettingsInteractor(session: session))
        return view
    }
}
