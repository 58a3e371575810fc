import UIKit

final class EpisodesPresenter {
    private weak var view: EpisodesView?
    private let interactor: EpisodesInteractor
    private let router: EpisodesRouter

    init(view: EpisodesView, interactor: EpisodesInteractor, router: EpisodesRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(titles: interactor.queue.map { "\($0.show): \($0.title)" })
        view?.setMiniPlayer(title: interactor.current?.title)
    }

    func didSelect(row: Int) {
        let episode = interactor.queue[row]
        interactor.play(episode)
        view?.setMiniPlayer(title: episode.title)
    }

    func prepare(for segue: UIStoryboardSegue) {
        guard let episode = interactor.current else { return }
        router.prepare(for: segue, playing: episode)
    }
}
