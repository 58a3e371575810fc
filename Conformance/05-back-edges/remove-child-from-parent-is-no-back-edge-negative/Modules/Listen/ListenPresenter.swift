import Foundation

final class ListenPresenter {

    weak var view: ListenViewController?
    private let interactor: ListenInteractor
    private let router: ListenRouter
    private(set) var episodes: [Episode] = []

    init(interactor: ListenInteractor, router: ListenRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        episodes = interactor.queue()
        view?.reload()
    }

    func didSelectEpisode(at index: Int) {
        router.openEpisode(episodes[index])
    }

    func didLongPressEpisode(at index: Int) {
        let episode = episodes[index]
        interactor.play(episode)
        router.showMiniPlayer(for: episode, onStop: { [weak self] in
            self?.didStopPlayback()
        })
    }

    func didStopPlayback() {
        interactor.stop()
        router.hideMiniPlayer()
    }
}
