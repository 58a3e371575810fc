import Foundation

/// Shows metres as the app's units and closes the settings when the user taps Done.
final class SettingsPresenter: SettingsViewOutput {
    private weak var view: SettingsViewInput?
    private let router: SettingsRouterInput

    init(view: SettingsViewInput, router: SettingsRouterInput) {
        self.view = view
        self.router = router
    }

    func viewDidLoad() {
        view?.show(units: "metres")
    }

    func didTapDone() {
        router.close()
    }
}
