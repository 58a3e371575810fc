import Foundation

struct PodcastEpisode: Identifiable, Hashable {
    let id: String
    let show: String
    let title: String
    let duration: Duration

    static let sample = PodcastEpisode(id: "ep-118", show: "Deep Sea Notes", title: "The anglerfish's lantern", duration: .seconds(2_710))
}

final class PodcastFeed {
    static let shared = PodcastFeed()

    func latestEpisodes() async -> [PodcastEpisode] {
        [
            .sample,
            PodcastEpisode(id: "ep-42", show: "Night Trains", title: "Paris to Vienna", duration: .seconds(3_300))
        ]
    }

    func markPlayed(episodeID: String) async {}
}
