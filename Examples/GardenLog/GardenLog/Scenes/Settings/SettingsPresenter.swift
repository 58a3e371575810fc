import Foundation

protocol SettingsPresentationLogic {
    func presentSettings(response: Settings.Load.Response)
    func presentSettingsSaved(gardenName: String)
}

/// Describes the reminder setting (daily time or off) and confirms when the settings are saved.
final class SettingsPresenter: SettingsPresentationLogic {
    weak var viewController: SettingsDisplayLogic?

    func presentSettings(response: Settings.Load.Response) {
        let preferences = response.preferences
        let summary: String
        if preferences.remindersEnabled {
            summary = String(format: "Daily reminder at %02d:00", preferences.reminderHour)
        } else {
            summary = "Reminders are off"
        }
        let viewModel = Settings.Load.ViewModel(
            gardenName: preferences.gardenName,
            remindersEnabled: preferences.remindersEnabled,
            reminderSummary: summary
        )
        viewController?.displaySettings(viewModel: viewModel)
    }

    func presentSettingsSaved(gardenName: String) {
        viewController?.displaySaved(gardenName: gardenName)
    }
}
