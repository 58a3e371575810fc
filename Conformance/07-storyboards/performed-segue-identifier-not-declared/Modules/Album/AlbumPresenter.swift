import Foundation

final class AlbumPresenter {
    private weak var view: AlbumView?
    private let interactor: AlbumInteractor
    private let router: AlbumRouter

    init(view: AlbumView, interactor: AlbumInteractor, router: AlbumRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        let record = interactor.record()
        view?.show(title: record.title, artist: record.artist, tracks: record.tracks)
    }

    func didSelectArtist() {
        router.openArtist()
    }

    func didSelectTrack(at index: Int) {
        router.openLyrics(for: interactor.record().tracks[index])
    }
}
