import Foundation

struct Episode: Hashable {
    let show: String
    let title: String
    let duration: TimeInterval
}

final class PodcastLibrary {
    static let shared = PodcastLibrary()

    private(set) var queue: [Episode] = [
        Episode(show: "Low Tide", title: "Rock pools after dark", duration: 2_460),
        Episode(show: "Low Tide", title: "The kelp forest economy", duration: 3_120),
        Episode(show: "Deckhand", title: "Knots every sailor forgets", duration: 1_980)
    ]

    private(set) var current: Episode?

    func play(_ episode: Episode) {
        current = episode
    }

    func pause() {}
}
