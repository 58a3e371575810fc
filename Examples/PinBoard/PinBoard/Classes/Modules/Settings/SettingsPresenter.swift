import Foundation

/// Supplies the settings options and asks the router to open About or close the settings.
final class SettingsPresenter: SettingsModuleInterface {
    weak var view: SettingsViewInterface?
    var router: PBDSettingsRouter?

    func updateView() {
        let pinCount = PBDPinStore.shared.pinCount
        view?.show(options: ["Sort by date", "About", pinCount == 1 ? "1 pin" : "\(pinCount) pins"])
    }

    func openAbout() {
        router?.showAbout()
    }

    func close() {
        router?.close()
    }
}
