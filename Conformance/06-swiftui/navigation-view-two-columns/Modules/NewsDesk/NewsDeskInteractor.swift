import Foundation

final class NewsDeskInteractor {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func lastOpenedTopic() -> Topic.ID? {
        defaults.string(forKey: "lastOpenedTopic")
    }

    func rememberTopic(_ topicID: Topic.ID?) {
        defaults.set(topicID, forKey: "lastOpenedTopic")
    }
}
