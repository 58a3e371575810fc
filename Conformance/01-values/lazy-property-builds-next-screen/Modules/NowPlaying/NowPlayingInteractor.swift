import Foundation

struct Track {
    let title: String
    let artist: String
}

protocol NowPlayingInteractorInput: AnyObject {
    func currentTrack() -> Track
}

final class NowPlayingInteractor: NowPlayingInteractorInput {
    func currentTrack() -> Track {
        Track(title: "Blue in Green", artist: "Bill Evans Trio")
    }
}
