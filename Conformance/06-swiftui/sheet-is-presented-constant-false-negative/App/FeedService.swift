import Foundation

struct Episode: Identifiable, Hashable {
    let id: Int
    let title: String
    let show: String
    let duration: Duration
}

final class FeedService {
    static let shared = FeedService()

    private(set) var playCount = 0

    func latestEpisodes() async throws -> [Episode] {
        [
            Episode(id: 412, title: "The quiet economics of ferries", show: "Slow Lanes", duration: .seconds(2_940)),
            Episode(id: 413, title: "Who owns a coastline?", show: "Slow Lanes", duration: .seconds(3_310))
        ]
    }

    func markPlayed(_ episode: Episode) {
        playCount += 1
    }

    func submitSurvey(rating: Int, comment: String) async {}
}
