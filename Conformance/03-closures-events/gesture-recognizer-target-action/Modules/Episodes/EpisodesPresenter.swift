import Foundation

protocol EpisodesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectEpisode(at index: Int)
    func didSwipeToQueueEpisode(at index: Int)
    func didTapArtwork()
    func didLongPressMiniPlayer()
}

final class EpisodesPresenter: EpisodesViewOutput {

    weak var view: EpisodesViewInput?
    private let interactor: EpisodesInteractorInput
    private let router: EpisodesRouterInput
    private var episodes: [Episode] = []

    init(interactor: EpisodesInteractorInput, router: EpisodesRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        episodes = interactor.episodes()
        view?.show(title: interactor.showTitle, rows: episodes.map { "#\($0.number) \($0.title)" })
        view?.showNowPlaying(interactor.nowPlayingTitle)
    }

    func didSelectEpisode(at index: Int) {
        interactor.play(episodes[index])
        view?.showNowPlaying(interactor.nowPlayingTitle)
    }

    func didSwipeToQueueEpisode(at index: Int) {
        interactor.enqueue(episodes[index])
    }

    func didTapArtwork() {
        router.openShowInfo()
    }

    func didLongPressMiniPlayer() {
        router.openQueue()
    }
}
