import Foundation

/// Remembers on the device which events the user marked as interesting.
final class InterestedEventsStore {

    static let shared = InterestedEventsStore()

    private let defaults: UserDefaults
    private let key = "citypulse.interestedEvents"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// Returns the IDs of all events the user is interested in.
    func savedEventIDs() -> [String] {
        defaults.stringArray(forKey: key) ?? []
    }

    /// Adds the event to the saved events or removes it from them.
    func setInterested(_ isInterested: Bool, eventID: String) {
        var saved = Set(savedEventIDs())
        if isInterested {
            saved.insert(eventID)
        } else {
            saved.remove(eventID)
        }
        defaults.set(Array(saved), forKey: key)
    }
}
