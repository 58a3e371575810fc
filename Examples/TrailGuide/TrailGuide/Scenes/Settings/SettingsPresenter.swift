protocol SettingsPresentationLogic {
    func presentSettings(response: SettingsResponse)
}

/// Gives the settings tab bar its title.
final class SettingsPresenter: SettingsPresentationLogic {
    weak var viewController: SettingsDisplayLogic?

    func presentSettings(response: SettingsResponse) {
        viewController?.displaySettings(viewModel: SettingsViewModel(title: "Settings"))
    }
}
