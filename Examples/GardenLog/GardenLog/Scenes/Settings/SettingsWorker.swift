import Foundation

final class SettingsWorker {
    private let defaults: UserDefaults
    private let key = "gardenlog.preferences"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func loadPreferences() -> GardenPreferences {
        guard let data = defaults.data(forKey: key),
              let preferences = try? JSONDecoder().decode(GardenPreferences.self, from: data) else {
            return .standard
        }
        return preferences
    }

    func save(_ preferences: GardenPreferences) {
        guard let data = try? JSONEncoder().encode(preferences) else { return }
        defaults.set(data, forKey: key)
    }
}
