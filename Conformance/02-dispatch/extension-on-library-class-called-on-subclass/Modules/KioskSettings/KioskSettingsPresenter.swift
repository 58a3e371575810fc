import Foundation

protocol KioskSettingsViewOutput: AnyObject {
    func viewDidLoad()
    func didTapCurator()
}

final class KioskSettingsPresenter: KioskSettingsViewOutput {
    weak var view: KioskSettingsViewInput?
    var interactor: KioskSettingsInteractor!
    var router: KioskSettingsRouterInput!

    func viewDidLoad() {
        let settings = interactor.currentSettings()
        view?.show(galleryName: settings.gallery, curatorName: settings.curator)
    }

    func didTapCurator() {
        router.openCuratorProfile()
    }
}
