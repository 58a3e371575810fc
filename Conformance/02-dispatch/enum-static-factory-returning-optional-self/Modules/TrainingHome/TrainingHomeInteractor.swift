import Foundation

protocol TrainingHomeInteractorInput: AnyObject {
    func tileIdentifiers() -> [String]
}

final class TrainingHomeInteractor: TrainingHomeInteractorInput {

    private let defaults: UserDefaults
    private let key = "homeTiles"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func tileIdentifiers() -> [String] {
        defaults.stringArray(forKey: key) ?? ["workout:run", "workout:ride", "history", "goals"]
    }
}
