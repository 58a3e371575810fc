import Foundation

final class SettingsPresenter: SettingsViewOutput {
    weak var view: SettingsViewInput?
    var router: SettingsRouterInput!
    init() {}
    func didTapClose() { router.close() }
}
