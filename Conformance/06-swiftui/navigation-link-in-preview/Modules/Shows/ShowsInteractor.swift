import Foundation

final class ShowsInteractor {
    private let feed: PodcastFeed

    init(feed: PodcastFeed) {
        self.feed = feed
    }

    func latest() async -> [PodcastEpisode] {
        await feed.latestEpisodes()
    }
}
