import Foundation

protocol SettingsBusinessLogic {
    func loadSettings(request: Settings.Load.Request)
    func saveSettings(request: Settings.Save.Request)
}

protocol SettingsDataStore {
    var gardenName: String { get set }
}

final class SettingsInteractor: SettingsBusinessLogic, SettingsDataStore {
    var presenter: SettingsPresentationLogic?
    var worker = SettingsWorker()

    var gardenName = ""
    private var preferences = GardenPreferences.standard

    func loadSettings(request: Settings.Load.Request) {
        preferences = worker.loadPreferences()
        if !gardenName.isEmpty {
            preferences.gardenName = gardenName
        }
        presenter?.presentSettings(response: Settings.Load.Response(preferences: preferences))
    }

    func saveSettings(request: Settings.Save.Request) {
        let trimmed = request.gardenName.trimmingCharacters(in: .whitespaces)
        preferences.gardenName = trimmed.isEmpty ? GardenPreferences.standard.gardenName : trimmed
        preferences.remindersEnabled = request.remindersEnabled
        gardenName = preferences.gardenName
        worker.save(preferences)
        presenter?.presentSettingsSaved(gardenName: gardenName)
    }
}
