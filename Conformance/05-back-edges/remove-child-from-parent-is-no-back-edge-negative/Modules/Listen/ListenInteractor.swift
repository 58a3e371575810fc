import Foundation

struct Episode {
    let show: String
    let title: String
    let minutes: Int
}

final class ListenInteractor {

    private(set) var playing: Episode?

    func queue() -> [Episode] {
        [
            Episode(show: "Field Recordings", title: "Dawn chorus, Białowieża", minutes: 42),
            Episode(show: "Slow Radio", title: "A canal boat at walking pace", minutes: 58),
            Episode(show: "Night Shift", title: "Lighthouse keepers", minutes: 37)
        ]
    }

    func play(_ episode: Episode) {
        playing = episode
    }

    func stop() {
        playing = nil
    }
}
