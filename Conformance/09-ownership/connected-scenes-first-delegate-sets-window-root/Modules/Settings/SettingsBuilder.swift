import UIKit

enum SettingsBuilder {

    static func build() -> UIViewController {
        let view = SettingsViewController()
        view.presenter = SettingsPresenter(interactor: SettingsInteractor(), router: SettingsRouter())
        return view
    }
}
