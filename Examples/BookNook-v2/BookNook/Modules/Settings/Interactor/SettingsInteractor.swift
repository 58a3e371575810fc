import Foundation

final class SettingsInteractor: SettingsUseCase {

    weak var output: SettingsInteractorOutput?

    private let defaults: UserDefaults
    private let textSizeKey = "BookNook.reader.textSize"
    private let progressPrefixes = ["BookNook.progress.", "BookNook.fraction."]
    private let defaultTextSize = 19

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func loadTextSize() {
        let stored = defaults.integer(forKey: textSizeKey)
        output?.textSizeLoaded(stored > 0 ? stored : defaultTextSize)
    }

    func saveTextSize(_ pointSize: Int) {
        defaults.set(pointSize, forKey: textSizeKey)
    }

    func clearReadingProgress() {
        let keys = defaults.dictionaryRepresentation().keys.filter { key in
            progressPrefixes.contains { key.hasPrefix($0) }
        }
        keys.forEach { defaults.removeObject(forKey: $0) }

        let bookCount = keys.filter { $0.hasPrefix(progressPrefixes[0]) }.count
        output?.readingProgressCleared(bookCount: bookCount)
    }
}
