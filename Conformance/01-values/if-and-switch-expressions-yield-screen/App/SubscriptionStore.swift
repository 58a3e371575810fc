import Foundation

struct Feed: Codable, Hashable {
    let title: String
    let url: URL
}

struct Episode: Codable, Hashable {
    let feed: Feed
    let title: String
    let durationMinutes: Int
}

final class SubscriptionStore {

    private let defaults = UserDefaults.standard

    var feeds: [Feed] {
        get {
            defaults.data(forKey: "feeds").flatMap { try? JSONDecoder().decode([Feed].self, from: $0) } ?? []
        }
        set {
            defaults.set(try? JSONEncoder().encode(newValue), forKey: "feeds")
        }
    }

    func subscribe(to feed: Feed) {
        guard !feeds.contains(feed) else { return }
        feeds.append(feed)
    }

    func latestEpisodes() -> [Episode] {
        feeds.map { Episode(feed: $0, title: "Latest from \($0.title)", durationMinutes: 42) }
    }
}
