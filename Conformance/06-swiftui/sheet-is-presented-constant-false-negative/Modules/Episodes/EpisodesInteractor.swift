import Foundation

final class EpisodesInteractor {
    private let feed: FeedService

    init(feed: FeedService) {
        self.feed = feed
    }

    func episodes() async -> [Episode] {
        (try? await feed.latestEpisodes()) ?? []
    }

    var hasListenedEnough: Bool {
        feed.playCount >= 5
    }
}
