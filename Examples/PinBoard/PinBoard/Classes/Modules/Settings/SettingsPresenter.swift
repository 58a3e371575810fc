import Foundation

final class SettingsPresenter: SettingsModuleInterface {
    weak var view: SettingsViewInterface?
    var router: PBDSettingsRouter?

    func updateView() {
        view?.show(options: ["Sort by date", "About"])
    }

    func openAbout() {
        router?.showAbout()
    }

    func close() {
        router?.close()
    }
}
