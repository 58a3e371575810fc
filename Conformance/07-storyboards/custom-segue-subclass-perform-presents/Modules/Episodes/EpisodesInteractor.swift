import Foundation

final class EpisodesInteractor {
    private let library: PodcastLibrary

    init(library: PodcastLibrary) {
        self.library = library
    }

    var queue: [Episode] { library.queue }
    var current: Episode? { library.current }

    func play(_ episode: Episode) {
        library.play(episode)
    }
}
