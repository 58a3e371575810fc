import Foundation

protocol MeditationInteractorInput: AnyObject {
    func sessionLength() -> Int
    func recordCompletedSession()
}

final class MeditationInteractor: MeditationInteractorInput {

    private let defaults = UserDefaults.standard

    func sessionLength() -> Int {
        let minutes = defaults.integer(forKey: "sessionMinutes")
        return (minutes > 0 ? minutes : 10) * 60
    }

    func recordCompletedSession() {
        defaults.set(defaults.integer(forKey: "completedSessions") + 1, forKey: "completedSessions")
    }
}
