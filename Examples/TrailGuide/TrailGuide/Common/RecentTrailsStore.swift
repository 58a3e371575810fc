import Foundation

/// Remembers the trails the user opened most recently, newest first.
final class RecentTrailsStore {
    static let shared = RecentTrailsStore()

    private let defaults: UserDefaults
    private let key = "trailguide.recentTrails"
    private let limit = 10

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// Moves the trail to the front of the recent trails, dropping the oldest beyond the limit.
    func recordVisit(to trailID: String) {
        var ids = recentTrailIDs().filter { $0 != trailID }
        ids.insert(trailID, at: 0)
        defaults.set(Array(ids.prefix(limit)), forKey: key)
    }

    /// The IDs of the recently opened trails, newest first.
    func recentTrailIDs() -> [String] {
        defaults.stringArray(forKey: key) ?? []
    }
}
