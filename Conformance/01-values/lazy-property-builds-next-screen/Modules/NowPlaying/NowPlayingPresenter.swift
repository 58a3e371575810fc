import Foundation

protocol NowPlayingViewOutput: AnyObject {
    func viewDidLoad()
    func didTapQueue()
    func didTapLyrics()
}

final class NowPlayingPresenter: NowPlayingViewOutput {
    weak var view: NowPlayingViewInput?
    var interactor: NowPlayingInteractorInput!
    var router: NowPlayingRouterInput!

    func viewDidLoad() {
        let track = interactor.currentTrack()
        view?.show(track: track.title, artist: track.artist)
    }

    func didTapQueue() {
        router.showQueue()
    }

    func didTapLyrics() {
        router.showLyrics()
    }
}
