import Foundation

struct Show {
    let title: String
    let host: String
    let summary: String
}

struct Episode: Hashable {
    let number: Int
    let title: String
    let minutes: Int
}

final class PodcastLibrary {

    let show = Show(
        title: "Slow Bread",
        host: "Ines Okafor",
        summary: "Long conversations with bakers about sourdough, mills and getting up at 4 a.m."
    )

    private(set) var queue: [Episode] = []
    private(set) var nowPlaying: Episode?

    func episodes() -> [Episode] {
        [
            Episode(number: 42, title: "Heritage wheat in the Fens", minutes: 58),
            Episode(number: 41, title: "Why your starter smells of acetone", minutes: 44),
            Episode(number: 40, title: "Wood-fired ovens on a budget", minutes: 71)
        ]
    }

    func play(_ episode: Episode) {
        nowPlaying = episode
    }

    func enqueue(_ episode: Episode) {
        queue.append(episode)
    }

    func removeFromQueue(at index: Int) {
        queue.remove(at: index)
    }
}
