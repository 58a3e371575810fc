import Foundation

protocol EpisodesInteractorInput: AnyObject {
    var showTitle: String { get }
    var nowPlayingTitle: String? { get }
    func episodes() -> [Episode]
    func play(_ episode: Episode)
    func enqueue(_ episode: Episode)
}

final class EpisodesInteractor: EpisodesInteractorInput {

    private let library: PodcastLibrary

    init(library: PodcastLibrary) {
        self.library = library
    }

    var showTitle: String {
        library.show.title
    }

    var nowPlayingTitle: String? {
        library.nowPlaying?.title
    }

    func episodes() -> [Episode] {
        library.episodes()
    }

    func play(_ episode: Episode) {
        library.play(episode)
    }

    func enqueue(_ episode: Episode) {
        library.enqueue(episode)
    }
}
